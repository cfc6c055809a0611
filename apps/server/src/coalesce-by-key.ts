/**
 * Wraps a task so that a burst of calls with the same key runs it at most twice: at once for the
 * first call, and once more after that run for every call made meanwhile. Each call's promise
 * settles after a run that started after the call, so what the last run saw is never older than
 * the call. For work whose result only the latest state matters to (the seats left on a package,
 * published after each of fifty bookings in a rush). `task` should not reject: its callers share
 * its promise.
 */
export function coalesceByKey(
  task: (key: string) => Promise<void>,
): (key: string) => Promise<void> {
  const running = new Map<string, Promise<void>>()
  const queued = new Map<string, Promise<void>>()
  const run = (key: string): Promise<void> => {
    const current = running.get(key)
    if (!current) {
      const started = task(key).finally(() => {
        if (running.get(key) === started) running.delete(key)
      })
      running.set(key, started)
      return started
    }
    const waiting = queued.get(key)
    if (waiting) return waiting
    const next = current
      .catch(() => undefined)
      .then(() => {
        queued.delete(key)
        return run(key)
      })
    queued.set(key, next)
    return next
  }
  return run
}
