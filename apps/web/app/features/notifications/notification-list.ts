import type { Notification } from '@trippy/contracts'
import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import type { AnswerSchema } from '../../lib/api-client.ts'
import { getLocale } from '../../lib/i18n.ts'

/** The bell lists the first five. */
export const BELL_LIMIT = 5

export type NotificationsStatus = 'idle' | 'loading' | 'ready'

/** The signed-in customer's notifications, newest first, and whether the first load is done. */
export type NotificationsState = {
  /** Whose notifications these are; anything kept for another customer is never shown. */
  ownerId: string | null
  status: NotificationsStatus
  items: Notification[]
}

export type NotificationsAction =
  | { type: 'load-started'; ownerId: string }
  /** The list from the server; anything pushed meanwhile and not in it is kept on top. */
  | { type: 'loaded'; ownerId: string; items: Notification[] }
  /** The load failed: it is only logged, so the list simply stops loading. */
  | { type: 'load-failed'; ownerId: string }
  | { type: 'received'; ownerId: string; notification: Notification }
  | { type: 'marked-read'; id: string }
  | { type: 'marked-all-read' }

export const INITIAL_NOTIFICATIONS: NotificationsState = {
  ownerId: null,
  status: 'idle',
  items: [],
}

/** Puts a new notification first; one already listed (same id) moves up, never twice. */
export function prependNotification(list: Notification[], notification: Notification) {
  return [notification, ...list.filter((item) => item.id !== notification.id)]
}

/** The server's list, with anything newer that only we know of (pushed during the load) on top. */
export function mergeLoaded(current: Notification[], loaded: Notification[]) {
  const known = new Set(loaded.map((item) => item.id))
  return [...current.filter((item) => !known.has(item.id)), ...loaded]
}

export function countUnread(list: Notification[]) {
  return list.filter((item) => !item.read).length
}

export function markRead(list: Notification[], id: string) {
  return list.map((item) => (item.id === id && !item.read ? { ...item, read: true } : item))
}

export function markAllRead(list: Notification[]) {
  return list.some((item) => !item.read) ? list.map((item) => ({ ...item, read: true })) : list
}

/** What the bell's popover shows: the newest five. */
export function bellItems(list: Notification[]) {
  return list.slice(0, BELL_LIMIT)
}

/** The bell button's accessible name, which carries the unread count. */
export function bellLabel(unread: number) {
  return unread === 0 ? m.notifications_title() : m.notifications_bell_unread({ count: unread })
}

/** The count on the bell's badge; a long count would not fit the little circle. */
export function badgeText(unread: number) {
  return unread > 9 ? '9+' : String(unread)
}

/** A cheap shape check for what arrives over the socket, without loading zod in the browser. */
export function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return (
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.message === 'string' &&
    isHindi(item.hindi) &&
    typeof item.read === 'boolean' &&
    typeof item.timestamp === 'string'
  )
}

function isHindi(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value !== 'object') return false
  const hindi = value as Record<string, unknown>
  return typeof hindi.title === 'string' && typeof hindi.message === 'string'
}

/** A notification's words as a page shows them; `lang` is set when they are not the page's. */
export type NotificationText = { title: string; message: string; lang?: 'en' }

/**
 * What a notification says on a page in `locale`: on a Hindi page its Hindi, or its English
 * marked as such when it has none (one stored before Hindi, an operator's message).
 */
export function notificationText(
  notification: Pick<Notification, 'title' | 'message' | 'hindi'>,
  locale: Locale = getLocale(),
): NotificationText {
  const { title, message, hindi } = notification
  if (locale !== 'hi') return { title, message }
  return hindi ? { title: hindi.title, message: hindi.message } : { title, message, lang: 'en' }
}

/**
 * The reader of GET /api/notifications for the API client. The provider is on every page, so it
 * checks NotificationSchema's fields with isNotification rather than bring zod onto public pages.
 */
export const NotificationListAnswer: AnswerSchema<Notification[]> = {
  safeParse: (value) =>
    Array.isArray(value) && value.every(isNotification)
      ? { success: true, data: value }
      : { success: false },
}

/** The toast for a notification pushed over the socket, in the page's language when it has it. */
export function toastMessage(
  notification: Pick<Notification, 'message' | 'hindi'>,
  locale: Locale = getLocale(),
) {
  const { message } = notificationText({ ...notification, title: '' }, locale)
  return message.trim() === '' ? m.notifications_new_toast() : message
}

export function notificationsReducer(
  state: NotificationsState,
  action: NotificationsAction,
): NotificationsState {
  switch (action.type) {
    case 'load-started':
      // A reload (after a reconnection or a failed update) keeps the list on screen meanwhile.
      return action.ownerId === state.ownerId
        ? state
        : { ownerId: action.ownerId, status: 'loading', items: [] }
    case 'loaded':
      if (action.ownerId !== state.ownerId) return state
      return { ...state, status: 'ready', items: mergeLoaded(state.items, action.items) }
    case 'load-failed':
      return action.ownerId === state.ownerId ? { ...state, status: 'ready' } : state
    case 'received':
      if (action.ownerId !== state.ownerId) return state
      return { ...state, items: prependNotification(state.items, action.notification) }
    case 'marked-read':
      return { ...state, items: markRead(state.items, action.id) }
    case 'marked-all-read':
      return { ...state, items: markAllRead(state.items) }
  }
}
