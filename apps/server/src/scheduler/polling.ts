/**
 * Runs `tick` now and then `everyMs` after each run ends (never two at once), until stopped;
 * `stop()` waits for the run in flight. `tick` must not reject: it owns its errors.
 */
export function startPolling(tick: () => Promise<void>, everyMs: number) {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let inFlight: Promise<void> = Promise.resolve()
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      inFlight = tick().then(schedule)
    }, everyMs)
    timer.unref()
  }
  inFlight = tick().then(schedule)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await inFlight
    },
  }
}
