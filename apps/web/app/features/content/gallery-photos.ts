import type { PackageSummary } from '@trippy/contracts'

export type GalleryPhoto = { src: string; slug: string; tripName: string; place: string }

/** Every picture of every trip once, in catalogue order, with the trip it belongs to. */
export function galleryPhotos(
  packages: Pick<PackageSummary, 'slug' | 'name' | 'location' | 'images'>[],
): GalleryPhoto[] {
  const seen = new Set<string>()
  const photos: GalleryPhoto[] = []
  for (const pkg of packages) {
    for (const src of [pkg.images.main, ...pkg.images.gallery]) {
      if (!src || seen.has(src)) continue
      seen.add(src)
      photos.push({ src, slug: pkg.slug, tripName: pkg.name, place: pkg.location })
    }
  }
  return photos
}
