import { CHAR_DHAM_SEASON, indiaCalendarDate, nextSeasonYear } from '@trippy/contracts/seasons'

/**
 * The year of the Char Dham season a visitor can still travel in, on `now`'s date in India: the
 * season of the yatras on sale (the same weeks the catalogue's departures run in). On 23 November
 * 2026, with the temples shut for the winter, it is 2027.
 */
export function charDhamSeasonYear(now = new Date()): number {
  return nextSeasonYear(CHAR_DHAM_SEASON, indiaCalendarDate(now))
}
