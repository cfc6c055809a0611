import type { Notification } from '@trippy/contracts'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react'
import { useToast } from '../../components/ui/toast.tsx'
import { api, readStoredSession } from '../../lib/api-client.ts'
import { useAccount } from '../account/index.ts'
import {
  countUnread,
  INITIAL_NOTIFICATIONS,
  isNotification,
  NotificationListAnswer,
  type NotificationsStatus,
  notificationsReducer,
  toastMessage,
} from './notification-list.ts'
import { openNotificationSocket } from './notification-socket.client.ts'

export type Notifications = {
  /** 'idle' for a visitor who is not logged in; 'loading' until the first list arrives. */
  status: NotificationsStatus
  /** Newest first. */
  items: Notification[]
  unreadCount: number
  /** Marks one read at once and tells the server; does nothing for one already read. */
  markRead: (notification: Notification) => void
  markAllRead: () => void
}

const NotificationsContext = createContext<Notifications | null>(null)
const NONE: Notification[] = []

/**
 * The logged-in customer's notifications: fetched once signed in, kept live over the realtime
 * connection, which opens only for a logged-in customer and closes on logout. A pushed notification
 * goes first, raises the unread count and shows an info toast. A failed fetch is only logged. Sits
 * inside the AccountProvider and the ToastProvider.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { customer } = useAccount()
  const userId = customer?._id ?? null
  const toast = useToast()
  const [state, dispatch] = useReducer(notificationsReducer, INITIAL_NOTIFICATIONS)
  // Fetches the list again, when an update failed and our copy may be wrong.
  const reload = useRef<() => void>(() => undefined)

  useEffect(() => {
    if (!userId) return
    const session = readStoredSession()
    if (session?.userId !== userId) return
    const controller = new AbortController()

    const load = () => {
      // After a 401 the session is gone: the account signs out, nothing to fetch.
      if (!readStoredSession()) return
      dispatch({ type: 'load-started', ownerId: userId })
      api
        .get(`/api/notifications?userId=${encodeURIComponent(userId)}`, {
          signal: controller.signal,
          schema: NotificationListAnswer,
        })
        .then(({ data }) => dispatch({ type: 'loaded', ownerId: userId, items: data }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('Could not load notifications:', error)
          dispatch({ type: 'load-failed', ownerId: userId })
        })
    }
    reload.current = load
    load()

    let closed = false
    let closeSocket: (() => void) | undefined
    openNotificationSocket({
      userId,
      token: session.token,
      onNotification: (payload) => {
        if (!isNotification(payload)) return
        dispatch({ type: 'received', ownerId: userId, notification: payload })
        toast.info(toastMessage(payload))
      },
      onReconnect: load,
    })
      .then((close) => {
        if (closed) close()
        else closeSocket = close
      })
      .catch((error: unknown) => console.warn('Live notifications are off:', error))

    return () => {
      closed = true
      controller.abort()
      closeSocket?.()
      reload.current = () => undefined
    }
  }, [userId, toast])

  const markRead = useCallback((notification: Notification) => {
    if (notification.read) return
    dispatch({ type: 'marked-read', id: notification.id })
    api
      .patch<Notification>(`/api/notifications/${encodeURIComponent(notification.id)}/read`)
      .catch((error: unknown) => {
        console.warn('Could not mark the notification read:', error)
        reload.current()
      })
  }, [])

  const markAllRead = useCallback(() => {
    dispatch({ type: 'marked-all-read' })
    api.post<Notification[]>('/api/notifications/read-all').catch((error: unknown) => {
      console.warn('Could not mark the notifications read:', error)
      reload.current()
    })
  }, [])

  const mine = userId !== null && state.ownerId === userId
  const items = mine ? state.items : NONE
  const status: NotificationsStatus = mine ? state.status : userId ? 'loading' : 'idle'
  const value = useMemo<Notifications>(
    () => ({ status, items, unreadCount: countUnread(items), markRead, markAllRead }),
    [status, items, markRead, markAllRead],
  )

  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>
}

export function useNotifications(): Notifications {
  const notifications = useContext(NotificationsContext)
  if (!notifications) throw new Error('useNotifications needs a NotificationsProvider')
  return notifications
}
