import { isInSeason, type Season } from '@trippy/contracts/seasons'
import { addDays } from '@trippy/contracts/calendar'
import type { DemoPackage } from './demo-catalogue-schema.ts'

/** The first departure leaves at least this many days after the load, time to book and pay. */
export const FIRST_DEPARTURE_AFTER_DAYS = 10

// Room for all the departures of a demo trip, even in the shortest season.
const SEARCH_DAYS = 2 * 366

/** Whether every day of a trip, from its first to its last, falls in the season. */
export function fitsSeason(season: Season, startDate: string, durationDays: number): boolean {
  for (let day = 0; day < durationDays; day++) {
    if (!isInSeason(season, addDays(startDate, day))) return false
  }
  return true
}

/**
 * A demo trip's departures, from `today` ('YYYY-MM-DD', India): the first day at
 * least FIRST_DEPARTURE_AFTER_DAYS ahead on which the whole trip fits its season, then one every
 * `everyDays` while it still fits, carrying on into the next stretch of the season when this one
 * ends. So a trip is never sold while its temples are shut or its trail is under snow, and it
 * always has departures in its next season.
 */
export function departuresFrom(
  pkg: Pick<DemoPackage, 'season' | 'durationDays' | 'departures'>,
  today: string,
): { startDate: string; seats: number }[] {
  const { season, durationDays, departures } = pkg
  const last = addDays(today, SEARCH_DAYS)
  let candidate = addDays(today, FIRST_DEPARTURE_AFTER_DAYS)
  return departures.seats.map((seats) => {
    while (!fitsSeason(season, candidate, durationDays)) {
      candidate = addDays(candidate, 1)
      if (candidate > last) throw new Error(`A ${durationDays}-day trip never fits its season`)
    }
    const startDate = candidate
    candidate = addDays(candidate, departures.everyDays)
    return { startDate, seats }
  })
}
