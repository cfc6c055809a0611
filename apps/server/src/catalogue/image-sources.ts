import type { ImageSources } from '@trippy/contracts'

/** What the console keeps per image URL: its alt text, and for uploads how it was encoded. */
export type ImageMeta = {
  alt: string
  width?: number
  height?: number
  /** URL of the upload without width and extension: `${base}-${width}.avif|webp`. */
  base?: string
  widths?: number[]
}
export type ImageMetaMap = Record<string, ImageMeta>

/** `srcset` candidates of an upload in one format: `${base}-480.avif 480w, …`. */
export function srcsetOf(base: string, widths: readonly number[], format: 'avif' | 'webp') {
  return widths.map((width) => `${base}-${width}.${format} ${width}w`).join(', ')
}

/** The `<picture>` sources of each uploaded image among `urls`; none for plain files. */
export function imageSourcesOf(
  metaJson: string,
  urls: readonly string[],
): Record<string, ImageSources> | undefined {
  const meta = JSON.parse(metaJson) as ImageMetaMap
  const sources: Record<string, ImageSources> = {}
  for (const url of new Set(urls)) {
    const entry = meta[url]
    if (!entry?.base || !entry.widths?.length || !entry.width || !entry.height) continue
    sources[url] = {
      avif: srcsetOf(entry.base, entry.widths, 'avif'),
      webp: srcsetOf(entry.base, entry.widths, 'webp'),
      width: entry.width,
      height: entry.height,
      alt: entry.alt,
    }
  }
  return Object.keys(sources).length > 0 ? sources : undefined
}
