import { overwriteGetLocale } from '@trippy/i18n/runtime'
import { afterEach, expect, test } from 'vitest'
import { bookedPackageName } from './booked-package-name.ts'

const locale = { current: 'en' as 'en' | 'hi' }
overwriteGetLocale(() => locale.current)

afterEach(() => {
  locale.current = 'en'
})

const kedarnath = { packageName: '1 Dham Yatra (Kedarnath)', hindiName: 'केदारनाथ यात्रा (एक धाम)' }

test('names a booking as booked on an English page, whatever Hindi name it has', () => {
  expect(bookedPackageName(kedarnath)).toEqual({ value: '1 Dham Yatra (Kedarnath)' })
})

test('names a booking by its Hindi name on a Hindi page, and in English marked so where it has none', () => {
  locale.current = 'hi'
  expect(bookedPackageName(kedarnath)).toEqual({ value: 'केदारनाथ यात्रा (एक धाम)' })
  expect(bookedPackageName({ packageName: 'Kedarkantha Trek' })).toEqual({
    value: 'Kedarkantha Trek',
    lang: 'en',
  })
})
