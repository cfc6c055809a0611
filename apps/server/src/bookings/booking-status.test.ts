import { BookingStatusSchema } from '@trippy/contracts'
import { expect, test } from 'vitest'
import {
  ACTIVE_STATUSES,
  assertTransition,
  BOOKING_TRANSITIONS,
  CANCELLABLE_STATUSES,
  IllegalBookingTransition,
} from './booking-status.ts'

const STATUSES = BookingStatusSchema.options
const ALLOWED = new Set(
  Object.entries(BOOKING_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`)),
)

test('the lifecycle table lists every status of the contract, and only those', () => {
  expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...STATUSES].sort())
})

test('allows exactly pay, complete and cancel: every pair in the table passes, every other throws', () => {
  expect([...ALLOWED].sort()).toEqual([
    'confirmed>cancelled',
    'confirmed>completed',
    'pending>cancelled',
    'pending>confirmed',
  ])
  for (const from of STATUSES) {
    for (const to of STATUSES) {
      if (ALLOWED.has(`${from}>${to}`)) expect(() => assertTransition(from, to)).not.toThrow()
      else expect(() => assertTransition(from, to)).toThrow(IllegalBookingTransition)
    }
  }
})

test('a booking is cancellable, and active, only while pending or confirmed', () => {
  expect(CANCELLABLE_STATUSES).toEqual(['pending', 'confirmed'])
  expect(ACTIVE_STATUSES).toEqual(['pending', 'confirmed'])
})
