const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

/** '2025-04-01T06:30:00.000Z' → '1 April 2025', the date in India. */
export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}
