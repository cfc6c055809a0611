import { useEffect, useRef } from 'react'
import { useNotifications } from './notifications-context.tsx'

/**
 * Calls `refresh` whenever a notification arrives live (or turns up on a reconnection) after the
 * list first loaded: the server notifies the traveller of every change to a booking (payment
 * received, booking confirmed, hold expired, refund processed), so the page can show it without
 * a reload. `refresh` should keep its identity (useCallback).
 */
export function useRefreshOnNotification(refresh: () => void): void {
  const { status, items } = useNotifications()
  const newest = items[0]?.id ?? null
  // undefined until the first list has loaded: what was there before the page is not news.
  const seen = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    if (status !== 'ready') return
    if (seen.current === undefined) {
      seen.current = newest
      return
    }
    if (newest === seen.current) return
    seen.current = newest
    refresh()
  }, [status, newest, refresh])
}
