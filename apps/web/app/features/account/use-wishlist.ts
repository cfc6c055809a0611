import type { Package } from '@trippy/contracts'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { api, ApiError } from '../../lib/api-client.ts'
import { useAccount } from './account-context.tsx'

type WishlistSnapshot = {
  /** Whose list this is; the store starts over when another customer signs in. */
  customerId: string | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  packages: Package[]
}

const EMPTY: WishlistSnapshot = { customerId: null, status: 'idle', packages: [] }

// One list per browser tab, shared by the wishlist page and every save button. Only the browser
// writes to it; the server always renders the empty snapshot.
let snapshot = EMPTY
const listeners = new Set<() => void>()

function publish(next: WishlistSnapshot) {
  snapshot = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

async function load(customerId: string) {
  publish({ customerId, status: 'loading', packages: [] })
  try {
    const { data } = await api.get<Package[]>('/api/wishlist')
    if (snapshot.customerId === customerId) publish({ customerId, status: 'ready', packages: data })
  } catch {
    if (snapshot.customerId === customerId) publish({ customerId, status: 'error', packages: [] })
  }
}

/**
 * The signed-in customer's wishlist. Loads once per customer; `save` and `remove` answer with the
 * whole list, which replaces ours. They reject with an ApiError the caller can show.
 */
export function useWishlist() {
  const { customer } = useAccount()
  const customerId = customer?._id ?? null
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  )
  const mine = current.customerId === customerId && customerId !== null ? current : EMPTY

  useEffect(() => {
    if (!customerId) {
      if (snapshot.customerId !== null) publish(EMPTY)
      return
    }
    if (snapshot.customerId !== customerId) void load(customerId)
  }, [customerId])

  const change = useCallback(
    async (method: 'post' | 'delete', packageId: string) => {
      if (!customerId) throw new ApiError({ status: 401, kind: 'http', message: 'Please log in' })
      const { data } = await api[method]<Package[]>(
        `/api/wishlist/${encodeURIComponent(packageId)}`,
      )
      publish({ customerId, status: 'ready', packages: data })
    },
    [customerId],
  )

  return {
    status: customerId ? (mine.status === 'idle' ? 'loading' : mine.status) : ('idle' as const),
    packages: mine.packages,
    has: (packageId: string) => mine.packages.some((pkg) => pkg._id === packageId),
    save: (packageId: string) => change('post', packageId),
    remove: (packageId: string) => change('delete', packageId),
    reload: () => (customerId ? load(customerId) : Promise.resolve()),
  }
}
