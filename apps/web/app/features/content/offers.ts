import type { PackageSummary } from '@trippy/contracts'
import { discountPercent } from '@trippy/contracts/pricing'

/** Trips sold below their original price, the biggest saving first. */
export function tripsOnOffer<T extends Pick<PackageSummary, 'originalPrice' | 'offerPrice'>>(
  packages: T[],
): T[] {
  return packages
    .filter((pkg) => discountPercent(pkg) > 0)
    .sort((a, b) => discountPercent(b) - discountPercent(a))
}
