import type { Difficulty } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'

/** What each grade asks of a traveller, shown beside the grade on the package page. */
export const DIFFICULTY_GRADES: Record<Difficulty, { label: string; meaning: string }> = {
  easy: {
    get label() {
      return m.catalogue_difficulty_easy()
    },
    get meaning() {
      return m.catalogue_difficulty_easy_meaning()
    },
  },
  moderate: {
    get label() {
      return m.catalogue_difficulty_moderate()
    },
    get meaning() {
      return m.catalogue_difficulty_moderate_meaning()
    },
  },
  challenging: {
    get label() {
      return m.catalogue_difficulty_challenging()
    },
    get meaning() {
      return m.catalogue_difficulty_challenging_meaning()
    },
  },
  difficult: {
    get label() {
      return m.catalogue_difficulty_difficult()
    },
    get meaning() {
      return m.catalogue_difficulty_difficult_meaning()
    },
  },
}
