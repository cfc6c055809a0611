import type { Locale } from '@trippy/i18n/locale'
import { overwriteGetLocale } from '@trippy/i18n/runtime'
import { afterEach, beforeAll } from 'vitest'
import { loadFormTexts } from './form-text.tsx'

/**
 * For a test file of the form texts: the page's language, set by the test (`locale.current =
 * 'hi'`) and English again after each test, with the Hindi lookup loaded before the first.
 */
export function testPageLocale(): { current: Locale } {
  const locale = { current: 'en' as Locale }
  overwriteGetLocale(() => locale.current)
  beforeAll(async () => {
    locale.current = 'hi'
    await loadFormTexts()
    locale.current = 'en'
    // The lookup imports every known message, some two hundred modules: slow on a busy machine.
  }, 30_000)
  afterEach(() => {
    locale.current = 'en'
  })
  return locale
}
