import type { PackageSummary } from '@trippy/contracts'

/** Percent off the original price, rounded (spec §3: derived and rounded). */
export function discountPercent(pkg: Pick<PackageSummary, 'originalPrice' | 'offerPrice'>) {
  if (pkg.originalPrice <= 0 || pkg.offerPrice >= pkg.originalPrice) return 0
  return Math.round(((pkg.originalPrice - pkg.offerPrice) / pkg.originalPrice) * 100)
}

/** Trips sold below their original price, the biggest saving first. */
export function tripsOnOffer<T extends Pick<PackageSummary, 'originalPrice' | 'offerPrice'>>(
  packages: T[],
): T[] {
  return packages
    .filter((pkg) => discountPercent(pkg) > 0)
    .sort((a, b) => discountPercent(b) - discountPercent(a))
}
