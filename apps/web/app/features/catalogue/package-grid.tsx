import type { PackageCardData } from '@trippy/contracts/trip-cards'
import { PackageCard } from './package-card.tsx'

export function PackageGrid({
  packages,
  emptyText,
}: {
  packages: PackageCardData[]
  emptyText: string
}) {
  if (packages.length === 0) return <p className="py-12 text-center text-slate-600">{emptyText}</p>
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {packages.map((pkg) => (
        <li key={pkg._id} className="relative">
          <PackageCard pkg={pkg} />
        </li>
      ))}
    </ul>
  )
}
