import type { Notification } from '@trippy/contracts'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { BellList } from './notification-bell.tsx'

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
