import type { Batch, SeatsUpdate } from '@trippy/contracts'
import { type RefObject, startTransition, useEffect, useState } from 'react'

/**
 * The package's departures with seats left kept live: the page watches the package's public room
 * and applies each update (numbers only). socket.io-client loads after the page is interactive,
 * and with `shownIn` only once that element (the list of departures) comes near the screen: on a
 * phone the list is below the trip's story, and a reader who never scrolls to it need not
 * download socket.io (about 12 KB) on a first visit.
 */
export function useLiveSeats(
  packageId: string,
  departures: Batch[],
  shownIn?: RefObject<Element | null>,
): Batch[] {
  const [seats, setSeats] = useState<Map<string, number>>(() => new Map())
  const [near, setNear] = useState(shownIn === undefined)

  useEffect(() => {
    const element = shownIn?.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, shownIn])

  useEffect(() => {
    if (!near) return
    let closed = false
    let disconnect: (() => void) | undefined
    // Connecting waits for a task of its own: evaluating socket.io-client and opening the
    // connection in the same task made one long task of them on a slow phone.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve))
    void Promise.all([import('socket.io-client'), import('@trippy/contracts/realtime')]).then(
      async ([{ io }, { EVENTS, SOCKET_CLIENT_OPTIONS }]) => {
        await nextTask()
        if (closed) return
        const socket = io({
          ...SOCKET_CLIENT_OPTIONS,
          transports: [...SOCKET_CLIENT_OPTIONS.transports],
        })
        socket.on('connect', () => socket.emit(EVENTS.WATCH_PACKAGE, packageId))
        socket.on(EVENTS.SEATS, (update: SeatsUpdate) => {
          if (update.packageId !== packageId) return
          // Numbers that may change under the visitor's eyes: a transition, never a long task.
          startTransition(() =>
            setSeats(
              new Map(
                update.departures.map((departure) => [departure.batchId, departure.availability]),
              ),
            ),
          )
        })
        disconnect = () => socket.disconnect()
      },
    )
    return () => {
      closed = true
      disconnect?.()
    }
  }, [packageId, near])

  return departures.map((departure) => {
    const live = seats.get(departure._id)
    return live === undefined ? departure : { ...departure, availability: live }
  })
}
