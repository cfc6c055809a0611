import type { ImageSources } from '@trippy/contracts'
import type { ImgHTMLAttributes } from 'react'
import DEFAULT_TRIP_IMAGE from 'public-image:/images/default-trip.svg'

type TripImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** What the photo shows, or '' when the text beside it already says it. */
  alt: string
  width: number
  height: number
  /** For a photo uploaded in the console: its AVIF and WebP widths, chosen by `sizes`. */
  sources?: ImageSources | undefined
}

/**
 * An image that falls back to the default trip image when it fails to load. An uploaded photo is a
 * `<picture>`: AVIF, else WebP, at the width the layout (`sizes`) needs.
 */
export function TripImage({ sources, alt, ...props }: TripImageProps) {
  const image = (
    <img
      alt={alt}
      loading="lazy"
      decoding="async"
      {...props}
      onError={(event) => {
        const target = event.currentTarget
        if (!target.src.endsWith(DEFAULT_TRIP_IMAGE)) target.src = DEFAULT_TRIP_IMAGE
      }}
    />
  )
  if (!sources) return image
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={props.sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={props.sizes} />
      {image}
    </picture>
  )
}
