import * as m from '@trippy/i18n/messages'
import { type DataText, knownText } from './data-text.tsx'

// As the server words it from the days ('6 Days / 5 Nights'); the console may type it so too.
const DAYS_NIGHTS = /^(\d{1,3}) Days? \/ (\d{1,3}) Nights?$/i

/** A trip's duration in the page's language; one worded otherwise shows in English. */
export function durationText(duration: string): DataText {
  const match = DAYS_NIGHTS.exec(duration.trim())
  return knownText(
    duration,
    match
      ? () =>
          m.catalogue_data_duration_days_nights({
            days: Number(match[1]),
            nights: Number(match[2]),
          })
      : undefined,
  )
}
