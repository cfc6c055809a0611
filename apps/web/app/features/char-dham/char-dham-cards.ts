import type { PackageSummary } from '@trippy/contracts'
import { type TripCardFacts, tripCardFactsOf } from '@trippy/contracts/trip-cards'
import * as m from '@trippy/i18n/messages'

/** What a card of the Char Dham carousel shows; loaders send only this to the browser. */
export type CharDhamCard = TripCardFacts & { image: string }

export type CharDhamPackagesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; cards: CharDhamCard[] }

/** The message when the list cannot be read (in English; the page shows it in its language). */
export const FETCH_FAILED_MESSAGE = 'Failed to fetch packages'

/** Only packages whose category name is 'char dham', in any case. */
export function isCharDhamPackage(pkg: Pick<PackageSummary, 'category'>): boolean {
  return pkg.category.name.trim().toLowerCase() === 'char dham'
}

/** The card image, else the first gallery image. */
export function toCharDhamCard(pkg: PackageSummary): CharDhamCard {
  return {
    ...tripCardFactsOf(pkg),
    image: pkg.images.cardImage || pkg.images.gallery[0] || '',
  }
}

/**
 * Reads the Char Dham packages for a loader. A failure becomes the section's error state, so
 * the rest of the page still renders; the visitor sees the fixed message, never the internals.
 */
export async function loadCharDhamPackages(
  listPackages: () => Promise<PackageSummary[]>,
): Promise<CharDhamPackagesState> {
  try {
    const packages = await listPackages()
    if (!Array.isArray(packages)) return { status: 'error', message: m.char_dham_fetch_failed() }
    return { status: 'loaded', cards: packages.filter(isCharDhamPackage).map(toCharDhamCard) }
  } catch (error) {
    console.error('Char Dham packages could not be read', error)
    return { status: 'error', message: m.char_dham_fetch_failed() }
  }
}
