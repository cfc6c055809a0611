/**
 * Lets callers that want the same thing at the same time share one run of the work: a burst of
 * requests that all find a cache empty (a page whose catalogue just changed, say) renders or
 * queries once, not once per request. Callers that arrive while a run for their key is under way
 * get its result. A failed run is not shared: the callers that joined it run the work again (one
 * run among them), so one request's error (its rate limit, a render that threw) never becomes
 * another's.
 */
export function shareRuns<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>()
  return async (key, work) => {
    const failed = new Set<Promise<T>>()
    for (let joined = running.get(key); joined && !failed.has(joined); joined = running.get(key)) {
      try {
        return await joined
      } catch {
        failed.add(joined)
      }
    }
    const started = work()
    running.set(key, started)
    try {
      return await started
    } finally {
      if (running.get(key) === started) running.delete(key)
    }
  }
}
