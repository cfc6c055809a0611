import type { PackageSummary } from '@trippy/contracts'

/** A picture and its trip; `tripLang` is 'en' when a Hindi page shows the trip's English name. */
export type GalleryPhoto = {
  src: string
  slug: string
  tripName: string
  tripLang?: 'en'
  place: string
}

type GalleryPackage = Pick<PackageSummary, 'slug' | 'name' | 'hindi' | 'location' | 'images'>

/**
 * Every picture of every trip once, in catalogue order, with the trip it belongs to; `nameOf`
 * gives the trip's name in the page's language (the catalogue's packageName).
 */
export function galleryPhotos(
  packages: GalleryPackage[],
  nameOf: (pkg: GalleryPackage) => { value: string; lang?: 'en' } = (pkg) => ({ value: pkg.name }),
): GalleryPhoto[] {
  const seen = new Set<string>()
  const photos: GalleryPhoto[] = []
  for (const pkg of packages) {
    const name = nameOf(pkg)
    for (const src of [pkg.images.main, ...pkg.images.gallery]) {
      if (!src || seen.has(src)) continue
      seen.add(src)
      photos.push({
        src,
        slug: pkg.slug,
        tripName: name.value,
        ...(name.lang ? { tripLang: name.lang } : {}),
        place: pkg.location,
      })
    }
  }
  return photos
}
