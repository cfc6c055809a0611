import { BOOKING_MESSAGES } from '@trippy/contracts/booking-messages'
import { overwriteGetLocale } from '@trippy/i18n/runtime'
import { afterEach, expect, test, vi } from 'vitest'
import { BOOKING_TEXTS } from './booking-messages.ts'
import { cancelBooking } from './cancel-booking.ts'
import { testBooking } from './test-booking.ts'

let requested: { url: string; method: string | undefined }[]

function answer(status: number, body: unknown) {
  requested = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requested.push({ url, method: init.method })
    return Promise.resolve(new Response(JSON.stringify(body), { status }))
  })
}

afterEach(() => vi.unstubAllGlobals())

test('cancels the named booking and words the refund as the toast shows it', async () => {
  const cancelled = testBooking({
    refundAmount: 4000,
    metadata: { ...testBooking().metadata, status: 'cancelled' },
  })
  answer(200, { success: true, data: cancelled })
  const outcome = await cancelBooking(cancelled._id, { amountPaid: 5000, creditAmount: 5000 })
  expect(requested).toEqual([{ url: `/api/bookings/${cancelled._id}/cancel`, method: 'POST' }])
  expect(outcome).toEqual({
    ok: true,
    booking: cancelled,
    message:
      'Booking cancelled. ₹4,000 will be refunded to your original payment method within 7-10 business days.',
  })
})

test('a refusal is the server’s words; anything else, the plain failure text', async () => {
  answer(409, { success: false, message: 'This booking is already cancelled' })
  expect(
    await cancelBooking('aaaaaaaaaaaaaaaaaaaaaaaa', { amountPaid: 0, creditAmount: 0 }),
  ).toEqual({
    ok: false,
    message: 'This booking is already cancelled',
  })
  answer(200, { success: true, data: { _id: 'not a booking' } })
  expect(
    await cancelBooking('aaaaaaaaaaaaaaaaaaaaaaaa', { amountPaid: 0, creditAmount: 0 }),
  ).toEqual({
    ok: false,
    message: BOOKING_TEXTS.cancelFailed,
  })
})

test('a cancellation to credit asks for credit and says how much is in the account', async () => {
  const cancelled = testBooking({
    refundAmount: 0,
    metadata: { ...testBooking().metadata, status: 'cancelled' },
  })
  let sent: unknown
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    sent = typeof init.body === 'string' ? JSON.parse(init.body) : null
    return Promise.resolve(new Response(JSON.stringify({ success: true, data: cancelled })))
  })
  const outcome = await cancelBooking(
    cancelled._id,
    { amountPaid: 5000, creditAmount: 4500 },
    'credit',
  )
  expect(sent).toEqual({ refundAs: 'credit' })
  expect(outcome).toMatchObject({
    ok: true,
    message: 'Booking cancelled. ₹4,500 of trek credit is in your account.',
  })
})

test('on a Hindi page the server’s refusal is shown in Hindi', async () => {
  overwriteGetLocale(() => 'hi')
  try {
    answer(409, { success: false, message: BOOKING_MESSAGES.departed })
    expect(
      await cancelBooking('aaaaaaaaaaaaaaaaaaaaaaaa', { amountPaid: 0, creditAmount: 0 }),
    ).toEqual({
      ok: false,
      message: 'यह यात्रा शुरू हो चुकी है, अब इसे ऑनलाइन रद्द नहीं किया जा सकता',
    })
  } finally {
    overwriteGetLocale(() => 'en')
  }
})
