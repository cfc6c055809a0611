import type { ImgHTMLAttributes } from 'react'

export const DEFAULT_TRIP_IMAGE = '/images/default-trip.svg'

/** An image that falls back to the default trip image when it fails to load (spec §8). */
export function TripImage(
  props: ImgHTMLAttributes<HTMLImageElement> & { width: number; height: number },
) {
  return (
    <img
      loading="lazy"
      decoding="async"
      {...props}
      onError={(event) => {
        const image = event.currentTarget
        if (!image.src.endsWith(DEFAULT_TRIP_IMAGE)) image.src = DEFAULT_TRIP_IMAGE
      }}
    />
  )
}
