export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops the call that is waiting, if any. */
  cancel(): void
}

/**
 * Runs `fn` once calls have stopped for `delayMs`, with the arguments of the last call. Each call
 * only re-arms one timer, so calling it on every keystroke costs next to nothing.
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const debounced = (...args: A) => {
    cancel()
    timer = setTimeout(() => {
      timer = undefined
      fn(...args)
    }, delayMs)
  }
  return Object.assign(debounced, { cancel })
}
