/** 'YYYY-MM' as travellers read it: 'March 2026'. */
export function monthTravelled(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number)
  if (!year || !month) return yearMonth
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

export const RATING_OPTIONS = [
  { value: '5', label: '5 stars: excellent' },
  { value: '4', label: '4 stars: good' },
  { value: '3', label: '3 stars: average' },
  { value: '2', label: '2 stars: poor' },
  { value: '1', label: '1 star: terrible' },
] as const

export const REVIEW_STATUS_TEXT = {
  pending: 'Thank you: your review will show on the trip page once we have read it.',
  published: 'Your review is published on the trip page.',
  rejected: 'Your review was not published.',
} as const
