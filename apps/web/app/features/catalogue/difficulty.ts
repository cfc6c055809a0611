import type { Difficulty } from '@trippy/contracts'

/** What each grade asks of a traveller, shown beside the grade on the package page. */
export const DIFFICULTY_GRADES: Record<Difficulty, { label: string; meaning: string }> = {
  easy: {
    label: 'Easy',
    meaning:
      'Short walking days on clear trails; fine for first-timers and families in reasonable health.',
  },
  moderate: {
    label: 'Moderate',
    meaning:
      'Five to seven hours of walking a day with steady climbs; some fitness training beforehand helps.',
  },
  challenging: {
    label: 'Challenging',
    meaning:
      'Long days, steep or snowy sections and camps above 4,000 m; earlier trekking experience recommended.',
  },
  difficult: {
    label: 'Difficult',
    meaning:
      'High-altitude summit days on snow and ice with technical gear; previous high-altitude experience required.',
  },
}
