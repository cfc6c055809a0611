const calendarFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2026-12-05' → '5 Dec 2026'; calendar dates carry no time zone, so format them as UTC. */
export function formatCalendarDate(calendarDate: string): string {
  return calendarFormat.format(new Date(`${calendarDate}T00:00:00Z`))
}
