import type { Package } from '@trippy/contracts'
import { isId } from '@trippy/contracts/id-format'
import { slugify } from '../../lib/slug.ts'
import type { BookingPackageData } from './booking-state-schemas.ts'

// The state the booking screens pass each other, as a package page writes it: no schemas here,
// so a package page loads no zod. Its types, and the parsing for the pages that read it, are in
// booking-state-schemas.ts.

/** What goes to /login, and back, while a visitor is on the way to booking a package. */
export type CarriedPackage = { _id: string; slug: string; name: string; batchId?: string }

export function packageDataOf(pkg: Package): BookingPackageData {
  return {
    _id: pkg._id,
    slug: pkg.slug,
    name: pkg.name,
    packageType: pkg.packageType,
    duration: pkg.duration,
    destination: pkg.destination,
    originalPrice: pkg.originalPrice,
    offerPrice: pkg.offerPrice,
    categorySlug: slugify(pkg.category.name),
  }
}

export function carriedPackageOf(
  pkg: Pick<Package, '_id' | 'slug' | 'name'>,
  departureId?: string,
): CarriedPackage {
  return {
    _id: pkg._id,
    slug: pkg.slug,
    name: pkg.name,
    ...(departureId ? { batchId: departureId } : {}),
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Whether this package page should open the booking flow by itself: it was reached with the
 * package's data in navigation state, after a login (`{ packageData }`) or after the profile
 * was completed (`{ packageData, openBooking: true }`). Answers the departure to preselect.
 */
export function reopenRequest(state: unknown, packageId: string): { batchId?: string } | null {
  if (!isRecord(state) || !isRecord(state.packageData)) return null
  const carried = state.packageData
  if (carried._id !== packageId) return null
  return isId(carried.batchId) ? { batchId: carried.batchId } : {}
}
