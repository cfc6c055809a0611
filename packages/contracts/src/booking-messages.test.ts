import { expect, test } from 'vitest'
import { BOOKING_MESSAGES, bookingConflict } from './booking-messages.ts'

test('tells the conflicts of a new booking apart by the server’s own messages', () => {
  expect(bookingConflict(BOOKING_MESSAGES.seatsLeft(1))).toBe('seats')
  expect(bookingConflict(BOOKING_MESSAGES.seatsLeft(0))).toBe('seats')
  expect(bookingConflict(BOOKING_MESSAGES.pendingLimit(2))).toBe('pending-limit')
  expect(bookingConflict('This departure has already left; please choose another')).toBe('other')
})
