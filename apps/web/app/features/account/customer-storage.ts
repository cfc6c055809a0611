import { SESSION_KEYS } from '../../lib/api-client.ts'
import { RECENT_SEARCHES_KEY, USER_BOOKINGS_KEY } from '../../lib/storage-keys.ts'

/**
 * Every key under which this browser keeps something about the customer: the session and their
 * profile, their bookings (travellers' names, email, phones, address) and the trips they searched
 * for. The display currency and the first-visit flag say nothing about who they are, and stay.
 */
export const CUSTOMER_STORAGE_KEYS = [
  SESSION_KEYS.userId,
  SESSION_KEYS.token,
  SESSION_KEYS.customer,
  USER_BOOKINGS_KEY,
  RECENT_SEARCHES_KEY,
] as const

type RemovableStore = Pick<Storage, 'removeItem'>

/**
 * Removes the customer's keys from each store (local and session storage). A store that refuses
 * is skipped, so one failing store never keeps the others from being cleared.
 */
export function forgetCustomerData(stores: readonly (RemovableStore | null)[]): void {
  for (const store of stores) {
    for (const key of CUSTOMER_STORAGE_KEYS) {
      try {
        store?.removeItem(key)
      } catch {
        // Blocked or broken storage holds nothing we could remove.
      }
    }
  }
}

/** The browser's local and session storage, those it lets us use; none on the server. */
export function browserStores(): RemovableStore[] {
  if (typeof window === 'undefined') return []
  const stores: RemovableStore[] = []
  for (const open of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      stores.push(open())
    } catch {
      // Storage can be blocked outright (privacy settings).
    }
  }
  return stores
}
