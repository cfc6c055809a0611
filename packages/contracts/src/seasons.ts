// No zod here: the browser uses it for the season it names, the server for departure dates.

/**
 * A stretch of the year, both ends included, as 'MM-DD' days. It runs over the new year when
 * `to` comes before `from` ({ from: '12-01', to: '04-15' } is December to mid-April).
 */
export type SeasonWindow = { from: string; to: string }

/** The stretches of the year in which a trip runs; whole trips start and end inside them. */
export type Season = readonly SeasonWindow[]

/**
 * The weeks the Char Dham yatras run: after all four temples have opened (late April or early
 * May) and before Kedarnath, Gangotri and Yamunotri shut for the winter around Diwali and Bhai
 * Dooj. July and August are left out for the monsoon, when landslides close the roads.
 */
export const CHAR_DHAM_SEASON: Season = [
  { from: '05-10', to: '06-30' },
  { from: '09-10', to: '10-20' },
]

export { indiaCalendarDate } from './calendar.ts'

function nextDay(calendarDate: string, step: 1 | -1): string {
  const date = new Date(`${calendarDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + step)
  return date.toISOString().slice(0, 10)
}

/** Whether a 'YYYY-MM-DD' calendar date falls in the season. */
export function isInSeason(season: Season, calendarDate: string): boolean {
  const day = calendarDate.slice(5)
  return season.some((window) =>
    window.from <= window.to
      ? day >= window.from && day <= window.to
      : day >= window.from || day <= window.to,
  )
}

/**
 * The year of the season a visitor can still travel in, from `today` ('YYYY-MM-DD'): the year
 * the current stretch of the season started in, or else the year the next one starts. For the
 * Char Dham on 23 November 2026, when the temples are shut, that is 2027.
 */
export function nextSeasonYear(season: Season, today: string): number {
  const yearOf = (calendarDate: string) => Number(calendarDate.slice(0, 4))
  let day = today
  if (isInSeason(season, today)) {
    // Back to the first day of this stretch.
    for (let steps = 0; steps < 366; steps++) {
      const before = nextDay(day, -1)
      if (!isInSeason(season, before)) return yearOf(day)
      day = before
    }
    return yearOf(today) // a season all year round
  }
  for (let steps = 0; steps < 366; steps++) {
    day = nextDay(day, 1)
    if (isInSeason(season, day)) return yearOf(day)
  }
  return yearOf(today) // an empty season
}
