import type { Notification } from '@trippy/contracts'
import { expect, test } from 'vitest'
import {
  badgeText,
  bellItems,
  bellLabel,
  countUnread,
  INITIAL_NOTIFICATIONS,
  isNotification,
  markAllRead,
  NotificationListAnswer,
  markRead,
  mergeLoaded,
  notificationsReducer,
  notificationText,
  prependNotification,
  toastMessage,
} from './notification-list.ts'

const ALICE = 'a'.repeat(24)
const BOB = 'b'.repeat(24)

function notification(n: number, read = false): Notification {
  return {
    id: String(n).padStart(24, '0'),
    title: `Title ${n}`,
    message: `Message ${n}`,
    read,
    timestamp: new Date(Date.UTC(2026, 0, n)).toISOString(),
  }
}

test('puts a new notification first and counts it unread', () => {
  const list = [notification(2, true), notification(1, true)]
  const next = prependNotification(list, notification(3))
  expect(next.map((item) => item.title)).toEqual(['Title 3', 'Title 2', 'Title 1'])
  expect(countUnread(list)).toBe(0)
  expect(countUnread(next)).toBe(1)
})

test('does not list a notification twice when it is pushed again', () => {
  const list = [notification(2), notification(1)]
  expect(prependNotification(list, notification(1)).map((item) => item.title)).toEqual([
    'Title 1',
    'Title 2',
  ])
})

test('marks one notification read and leaves the others alone', () => {
  const list = [notification(3), notification(2), notification(1)]
  const next = markRead(list, notification(2).id)
  expect(next.map((item) => item.read)).toEqual([false, true, false])
  expect(countUnread(next)).toBe(2)
  expect(list.map((item) => item.read)).toEqual([false, false, false])
})

test('marks every notification read', () => {
  const next = markAllRead([notification(2), notification(1, true)])
  expect(countUnread(next)).toBe(0)
})

test('shows only the newest five in the bell', () => {
  const list = [7, 6, 5, 4, 3, 2, 1].map((n) => notification(n))
  expect(bellItems(list).map((item) => item.title)).toEqual([
    'Title 7',
    'Title 6',
    'Title 5',
    'Title 4',
    'Title 3',
  ])
  expect(bellItems(list.slice(0, 2))).toHaveLength(2)
})

test('keeps a notification pushed while the list was loading, on top of the loaded list', () => {
  const pushed = [notification(9)]
  const loaded = [notification(9, false), notification(5, true)]
  expect(mergeLoaded(pushed, loaded).map((item) => item.title)).toEqual(['Title 9', 'Title 5'])
  expect(mergeLoaded([notification(10)], loaded).map((item) => item.title)).toEqual([
    'Title 10',
    'Title 9',
    'Title 5',
  ])
})

test('names the bell with its unread count', () => {
  expect(bellLabel(0)).toBe('Notifications')
  expect(bellLabel(2)).toBe('Notifications, 2 unread')
  expect(badgeText(3)).toBe('3')
  expect(badgeText(12)).toBe('9+')
})

test('toasts the message of a pushed notification, or a fallback when it has none', () => {
  expect(toastMessage({ message: 'Booking received' })).toBe('Booking received')
  expect(toastMessage({ message: '  ' })).toBe('You have a new notification!')
})

test('accepts only notification-shaped payloads from the socket', () => {
  expect(isNotification(notification(1))).toBe(true)
  expect(isNotification({ ...notification(1), read: 'no' })).toBe(false)
  expect(isNotification(null)).toBe(false)
  expect(isNotification('hello')).toBe(false)
  const hindi = { title: 'बुकिंग मिल गई', message: 'संदेश' }
  expect(isNotification({ ...notification(1), hindi })).toBe(true)
  expect(isNotification({ ...notification(1), hindi: null })).toBe(true)
  expect(isNotification({ ...notification(1), hindi: { title: 'बुकिंग' } })).toBe(false)
  expect(isNotification({ ...notification(1), hindi: 'बुकिंग' })).toBe(false)
})

test('a Hindi page takes the Hindi words, or the English marked as such when there are none', () => {
  const hindi = { title: 'बुकिंग मिल गई', message: 'हमें आपकी बुकिंग मिल गई।' }
  const item = { title: 'Booking received', message: 'We got your booking.', hindi }
  expect(notificationText(item, 'hi')).toEqual(hindi)
  expect(notificationText(item, 'en')).toEqual({ title: item.title, message: item.message })
  expect(notificationText({ ...item, hindi: null }, 'hi')).toEqual({
    title: item.title,
    message: item.message,
    lang: 'en',
  })
  expect(toastMessage(item, 'hi')).toBe(hindi.message)
  expect(toastMessage(item, 'en')).toBe(item.message)
})

test('reads a list answer only when every item is a notification', () => {
  const list = [notification(2), notification(1)]
  expect(NotificationListAnswer.safeParse(list)).toEqual({ success: true, data: list })
  expect(NotificationListAnswer.safeParse([]).success).toBe(true)
  expect(NotificationListAnswer.safeParse([notification(1), { id: 'x' }]).success).toBe(false)
  expect(NotificationListAnswer.safeParse({ items: list }).success).toBe(false)
})

test('loads, then prepends what arrives live and raises the unread count', () => {
  let state = notificationsReducer(INITIAL_NOTIFICATIONS, { type: 'load-started', ownerId: ALICE })
  expect(state.status).toBe('loading')
  state = notificationsReducer(state, {
    type: 'loaded',
    ownerId: ALICE,
    items: [notification(2, true), notification(1)],
  })
  expect(state.status).toBe('ready')
  expect(countUnread(state.items)).toBe(1)
  state = notificationsReducer(state, {
    type: 'received',
    ownerId: ALICE,
    notification: notification(3),
  })
  expect(state.items[0]?.title).toBe('Title 3')
  expect(countUnread(state.items)).toBe(2)
  state = notificationsReducer(state, { type: 'marked-read', id: notification(3).id })
  expect(countUnread(state.items)).toBe(1)
  state = notificationsReducer(state, { type: 'marked-all-read' })
  expect(countUnread(state.items)).toBe(0)
})

test('stops loading after a failed fetch, keeping what is there', () => {
  let state = notificationsReducer(INITIAL_NOTIFICATIONS, { type: 'load-started', ownerId: ALICE })
  state = notificationsReducer(state, {
    type: 'received',
    ownerId: ALICE,
    notification: notification(1),
  })
  state = notificationsReducer(state, { type: 'load-failed', ownerId: ALICE })
  expect(state.status).toBe('ready')
  expect(state.items).toHaveLength(1)
})

test('never mixes in notifications meant for the previous customer', () => {
  let state = notificationsReducer(INITIAL_NOTIFICATIONS, { type: 'load-started', ownerId: ALICE })
  state = notificationsReducer(state, { type: 'loaded', ownerId: ALICE, items: [notification(1)] })
  state = notificationsReducer(state, { type: 'load-started', ownerId: BOB })
  expect(state.items).toEqual([])
  state = notificationsReducer(state, {
    type: 'received',
    ownerId: ALICE,
    notification: notification(2),
  })
  state = notificationsReducer(state, { type: 'loaded', ownerId: ALICE, items: [notification(3)] })
  expect(state.items).toEqual([])
  expect(state.status).toBe('loading')
})

test('keeps the list on screen while it reloads', () => {
  let state = notificationsReducer(INITIAL_NOTIFICATIONS, { type: 'load-started', ownerId: ALICE })
  state = notificationsReducer(state, { type: 'loaded', ownerId: ALICE, items: [notification(1)] })
  state = notificationsReducer(state, { type: 'load-started', ownerId: ALICE })
  expect(state.status).toBe('ready')
  expect(state.items).toHaveLength(1)
})
