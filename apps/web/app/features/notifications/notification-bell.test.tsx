import type { Notification } from '@trippy/contracts'
import { overwriteGetLocale } from '@trippy/i18n/runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { BellList } from './notification-bell.tsx'

const locale = { current: 'en' as 'en' | 'hi' }
overwriteGetLocale(() => locale.current)
afterEach(() => {
  locale.current = 'en'
})

const items: Notification[] = [7, 6, 5, 4, 3, 2, 1].map((n) => ({
  id: String(n).padStart(24, '0'),
  title: `Title ${n}`,
  message: `Message ${n}`,
  read: n % 2 === 0,
  timestamp: new Date(Date.UTC(2026, 0, n)).toISOString(),
}))

const render = (list: Notification[], status: 'loading' | 'ready' = 'ready') =>
  renderToStaticMarkup(
    <BellList status={status} items={list} expandedId={null} onOpen={() => undefined} />,
  )

test('lists the newest five, with a dot on each unread one', () => {
  const html = render(items)
  expect(html.match(/<li>/g)).toHaveLength(5)
  expect(html).toContain('Title 7')
  expect(html).toContain('Title 3')
  expect(html).not.toContain('Title 2')
  // 7, 5 and 3 are unread among the five shown.
  expect(html.match(/Unread: /g)).toHaveLength(3)
  expect(html.match(/bg-red-600/g)).toHaveLength(3)
})

test('says so when there are no notifications, or while they load', () => {
  expect(render([])).toContain('No notifications yet')
  expect(render([], 'loading')).toContain('Loading notifications…')
})

test('escapes the text of a notification', () => {
  const first = items[0]
  if (!first) throw new Error('no notification')
  const html = render([{ ...first, title: '<img src=x onerror=alert(1)>' }])
  expect(html).not.toContain('<img')
  expect(html).toContain('&lt;img')
})

const booked: Notification = {
  id: 'c'.repeat(24),
  title: 'Booking received',
  message: 'We are holding 2 seats on Kedarkantha Trek (2026-12-20) for you.',
  hindi: { title: 'बुकिंग मिल गई', message: 'हमने केदारकांठा ट्रेक की 2 सीटें रोक रखी हैं।' },
  read: false,
  timestamp: '2026-12-01T10:00:00.000Z',
}

test('a Hindi page shows a notification in Hindi, an English page in English', () => {
  locale.current = 'hi'
  const hindi = render([booked])
  expect(hindi).toContain('बुकिंग मिल गई')
  expect(hindi).toContain('हमने केदारकांठा ट्रेक की 2 सीटें रोक रखी हैं।')
  expect(hindi).not.toContain('Booking received')
  expect(hindi).not.toContain('lang="en"')

  locale.current = 'en'
  const english = render([booked])
  expect(english).toContain('Booking received')
  expect(english).not.toContain('बुकिंग')
})

test('a Hindi page shows a notification without Hindi in English, marked as English', () => {
  locale.current = 'hi'
  const html = render([{ ...booked, hindi: null, title: 'A word from your trek leader' }])
  expect(html).toContain('<span lang="en" class="block text-sm')
  expect(html).toContain('A word from your trek leader')
})
