import * as m from '@trippy/i18n/messages'
import { intlLocale } from '@trippy/i18n/locale'
import { getLocale } from '../../lib/i18n.ts'

/** 'YYYY-MM' as travellers read it: 'March 2026' (in Hindi 'मार्च 2026'). */
export function monthTravelled(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number)
  if (!year || !month) return yearMonth
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString(intlLocale(getLocale()), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** The rating's choices, in the page's language. */
export function ratingOptions() {
  return [
    { value: '5', label: m.reviews_rating_5() },
    { value: '4', label: m.reviews_rating_4() },
    { value: '3', label: m.reviews_rating_3() },
    { value: '2', label: m.reviews_rating_2() },
    { value: '1', label: m.reviews_rating_1() },
  ]
}

/** What a review's status means to its traveller, in the page's language. */
export const REVIEW_STATUS_TEXT = {
  get pending() {
    return m.reviews_status_pending()
  },
  get published() {
    return m.reviews_status_published()
  },
  get rejected() {
    return m.reviews_status_rejected()
  },
}
