import { expect, test } from 'vitest'
import { BOOKING_TEXTS, cancelledText, receivedText } from './booking-messages.ts'

test('says a new booking is received and what to pay by when, not that it is confirmed', () => {
  expect(receivedText('₹11,550', '2 Mar 2027, 3:05 pm IST')).toBe(
    'Booking received! Pay ₹11,550 by 2 Mar 2027, 3:05 pm IST to confirm it.',
  )
  expect(receivedText('₹11,550', null)).toBe('Booking received! Pay ₹11,550 to confirm it.')
})

test('promises a refund on cancelling only when there is one', () => {
  expect(cancelledText('₹8,662.50', 11550, 8662.5)).toBe(
    'Booking cancelled. ₹8,662.50 will be refunded to your original payment method within 7-10 business days.',
  )
  expect(cancelledText('₹0', 0, 0)).toBe(
    'Booking cancelled. Nothing has been paid, so there is nothing to refund.',
  )
  expect(cancelledText('₹0', 11550, 0)).not.toContain('refunded to')
  expect(BOOKING_TEXTS.nothingToRefund).toBe(
    'Nothing has been paid, so there is nothing to refund.',
  )
})
