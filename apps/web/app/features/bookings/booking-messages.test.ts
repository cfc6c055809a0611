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

test('says in English what the API says, and in Hindi when asked', async () => {
  const { BOOKING_MESSAGES } = await import('@trippy/contracts/booking-messages')
  const m = await import('@trippy/i18n/messages')
  expect(BOOKING_TEXTS.confirmed).toBe(BOOKING_MESSAGES.confirmed)
  expect(BOOKING_TEXTS.failed).toBe(BOOKING_MESSAGES.failed)
  expect(BOOKING_TEXTS.invalidData).toBe(BOOKING_MESSAGES.invalidData)
  expect(m.booking_full_payment_only({ days: 15 })).toBe(BOOKING_MESSAGES.fullPaymentOnly)
  expect(m.booking_seats_left({ count: 1 }, { locale: 'hi' })).toBe('1 सीट बाकी')
  expect(m.booking_seats_left({ count: 4 }, { locale: 'hi' })).toBe('4 सीटें बाकी')
})
