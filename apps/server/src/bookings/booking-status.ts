import type { BookingStatus, CancelReason } from '@trippy/contracts'

export type { BookingStatus, CancelReason }

/** A booking starts here: seats held until it is paid or its hold runs out. */
export const INITIAL_BOOKING_STATUS = 'pending' satisfies BookingStatus

/**
 * The booking lifecycle, whole: the statuses each status may move to. A booking is confirmed once
 * paid, completed once its departure has ended, and may be cancelled until then (by the
 * traveller, the operator, its hold running out or its departure being cancelled). Completed and
 * cancelled are final.
 */
export const BOOKING_TRANSITIONS = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
} as const satisfies Record<BookingStatus, readonly BookingStatus[]>

/** The statuses a booking can still be cancelled from. */
export const CANCELLABLE_STATUSES = statusesLeadingTo('cancelled')

/** The statuses a booking can still leave: it holds seats and its traveller may change it. */
export const ACTIVE_STATUSES = (Object.keys(BOOKING_TRANSITIONS) as BookingStatus[]).filter(
  (status) => BOOKING_TRANSITIONS[status].length > 0,
)

export function isActive(status: BookingStatus): boolean {
  return ACTIVE_STATUSES.includes(status)
}

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return (BOOKING_TRANSITIONS[from] as readonly BookingStatus[]).includes(to)
}

export class IllegalBookingTransition extends Error {
  readonly from: BookingStatus
  readonly to: BookingStatus
  constructor(from: BookingStatus, to: BookingStatus) {
    super(`A booking cannot go from ${from} to ${to}`)
    this.name = 'IllegalBookingTransition'
    this.from = from
    this.to = to
  }
}

/** Throws unless the lifecycle lets a booking go from `from` to `to`. */
export function assertTransition(from: BookingStatus, to: BookingStatus): void {
  if (!canTransition(from, to)) throw new IllegalBookingTransition(from, to)
}

/** Every status the lifecycle lets reach `to`. */
export function statusesLeadingTo(to: BookingStatus): BookingStatus[] {
  return (Object.keys(BOOKING_TRANSITIONS) as BookingStatus[]).filter((from) =>
    canTransition(from, to),
  )
}
