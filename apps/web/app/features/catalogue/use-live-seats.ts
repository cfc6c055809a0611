import type { Batch, SeatsUpdate } from '@trippy/contracts'
import { LIVE_SEATS } from '@trippy/contracts/realtime'
import { type RefObject, startTransition, useEffect, useState } from 'react'

/**
 * The package's departures with seats left kept live: the page follows the package's seats as
 * server-sent events with the browser's own EventSource (no library, and no socket.io for a
 * visitor who is not signed in) and applies each update (numbers only). The stream opens after
 * the page is interactive, and with `shownIn` only once that element (the list of departures)
 * comes near the screen: on a phone the list is below the trip's story, and a reader who never
 * scrolls to it holds no connection open.
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
    let source: EventSource | undefined
    const apply = (event: MessageEvent<string>) => {
      const update = JSON.parse(event.data) as SeatsUpdate
      if (update.packageId !== packageId) return
      // Numbers that may change under the visitor's eyes: a transition, never a long task.
      startTransition(() =>
        setSeats(
          new Map(
            update.departures.map((departure) => [departure.batchId, departure.availability]),
          ),
        ),
      )
    }
    // Each (re)connection is sent the seats as they are now, so one that comes back after a
    // break, or after the tab was hidden, misses nothing.
    const open = () => {
      if (source) return
      source = new EventSource(`${LIVE_SEATS.path}?packageId=${encodeURIComponent(packageId)}`)
      source.addEventListener(LIVE_SEATS.event, apply)
    }
    const close = () => {
      source?.close()
      source = undefined
    }
    // A hidden tab lets its connection go: over HTTP/1.1 a browser keeps six per site, and a few
    // tabs of trips left open in the background must not take them all.
    const followVisibility = () => (document.visibilityState === 'hidden' ? close() : open())
    if (document.visibilityState !== 'hidden') open()
    document.addEventListener('visibilitychange', followVisibility)
    return () => {
      document.removeEventListener('visibilitychange', followVisibility)
      close()
    }
  }, [packageId, near])

  return departures.map((departure) => {
    const live = seats.get(departure._id)
    return live === undefined ? departure : { ...departure, availability: live }
  })
}
