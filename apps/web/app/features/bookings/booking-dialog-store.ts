import { useEffect, useSyncExternalStore } from 'react'

/** Which part of the booking flow is open on the package page, if any. */
export type OpenStep = {
  step: 'booking' | 'profile'
  packageId: string
  departureId: string | undefined
}

type Snapshot = {
  /** The Book Now buttons on the page, in the order they appeared; the first one hosts the dialog. */
  hosts: string[]
  open: OpenStep | null
}

const EMPTY: Snapshot = { hosts: [], open: null }

// One per browser tab. Only event handlers and effects write to it, so the server always renders
// the empty snapshot and no request ever sees another's state.
let snapshot = EMPTY
const listeners = new Set<() => void>()

function publish(next: Snapshot) {
  snapshot = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function openStep(step: OpenStep): void {
  publish({ ...snapshot, open: step })
}

/** Closes the given step only, so a late close of the profile modal cannot close the booking. */
export function closeStep(step: OpenStep['step']): void {
  if (snapshot.open?.step === step) publish({ ...snapshot, open: null })
}

/**
 * Registers a Book Now button and tells it whether it hosts the open step. A page may show Book
 * Now twice (beside the departures and in the mobile bar), but the dialog must open once.
 */
export function useBookingHost(hostId: string, packageId: string): OpenStep | null {
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  )

  useEffect(() => {
    publish({ ...snapshot, hosts: [...snapshot.hosts.filter((id) => id !== hostId), hostId] })
    return () => {
      const hosts = snapshot.hosts.filter((id) => id !== hostId)
      // The last button leaving the page takes the open dialog with it.
      publish({ hosts, open: hosts.length === 0 ? null : snapshot.open })
    }
  }, [hostId])

  const hosting = current.hosts[0] === hostId
  return hosting && current.open?.packageId === packageId ? current.open : null
}
