import { expect, test } from 'vitest'
import { compactJson, consoleMeta, localDateTimeNow } from './console-texts.ts'
import { safeConsolePath } from './console-session.ts'

test('writes before and after on one line, shortened, with a dash for nothing', () => {
  expect(compactJson({ status: 'won', note: 'Called' })).toBe('{"status":"won","note":"Called"}')
  expect(compactJson(null)).toBe('—')
  expect(compactJson({ text: 'x'.repeat(400) }, 20)).toHaveLength(20)
})

test('gives the date-time input the minute as this browser reads it', () => {
  expect(localDateTimeNow(new Date(2026, 10, 24, 15, 5, 42))).toBe('2026-11-24T15:05')
})

test('comes back after signing in only to a console page', () => {
  expect(safeConsolePath('/console/bookings?q=asha')).toBe('/console/bookings?q=asha')
  expect(safeConsolePath('/console')).toBe('/console')
  expect(safeConsolePath('//evil.example/console')).toBe('/console')
  expect(safeConsolePath('/consoles')).toBe('/console')
  expect(safeConsolePath('/console/login?next=x')).toBe('/console')
  expect(safeConsolePath(null)).toBe('/console')
})

test('keeps every console page out of search, and describes a page only when given words', () => {
  expect(consoleMeta('Bookings')).toEqual([
    { title: 'Bookings | Console' },
    { name: 'robots', content: 'noindex,nofollow' },
  ])
  expect(consoleMeta('Sign in', 'Staff sign-in.')).toContainEqual({
    name: 'description',
    content: 'Staff sign-in.',
  })
})
