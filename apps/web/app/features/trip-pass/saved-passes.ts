import { TRIP_PASS_CACHE } from '@trippy/contracts/trip-pass'

/**
 * Removes the trip passes saved for offline on this browser (the pass page's service worker
 * serves only what this cache holds). Run when the session ends, as the customer's other copies
 * are forgotten; a browser without Cache Storage has none.
 */
export async function forgetSavedTripPasses(
  storage: Pick<CacheStorage, 'delete'> | undefined = typeof caches === 'undefined'
    ? undefined
    : caches,
): Promise<void> {
  try {
    await storage?.delete(TRIP_PASS_CACHE)
  } catch {
    // Storage the browser blocks holds no pass.
  }
}
