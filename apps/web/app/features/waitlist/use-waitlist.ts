import type { WaitlistEntry } from '@trippy/contracts'
import { useCallback, useEffect, useState } from 'react'
import { useAccount } from '../account/index.ts'
import { useRefreshOnNotification } from '../notifications/index.ts'
import { heldSeatsOf, listWaitlist } from './waitlist-api.ts'

export type WaitlistView =
  | { status: 'loading' | 'signed-out' | 'error'; entries: WaitlistEntry[] }
  | { status: 'ready'; entries: WaitlistEntry[] }

/**
 * The signed-in customer's waitlist entries, read in the browser and read again whenever a
 * notification arrives (an offer, a lapse, a close).
 */
export function useWaitlist(): WaitlistView & { reload: () => void } {
  const { customer } = useAccount()
  const [view, setView] = useState<WaitlistView>({ status: 'loading', entries: [] })
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((value) => value + 1), [])
  useRefreshOnNotification(reload)

  useEffect(() => {
    if (!customer) {
      setView({ status: 'signed-out', entries: [] })
      return
    }
    let current = true
    listWaitlist()
      .then((entries) => current && setView({ status: 'ready', entries }))
      .catch(() => current && setView((last) => ({ status: 'error', entries: last.entries })))
    return () => {
      current = false
    }
  }, [customer, version])

  return { ...view, reload }
}

/** Seats held for the signed-in customer by live offers, by departure. */
export function useHeldSeats(): Record<string, number> {
  const { entries } = useWaitlist()
  return heldSeatsOf(entries)
}
