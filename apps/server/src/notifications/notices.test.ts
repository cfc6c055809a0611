import { formatCalendarDateIn } from '@trippy/contracts/calendar'
import { expect, test } from 'vitest'
import {
  balanceReminderNotice,
  bookingCancelledNotice,
  bookingConfirmedNotice,
  bookingReceivedNotice,
  departureCancelledNotice,
  departureReminderNotice,
  holdExpiredNotice,
  operatorCancelledNotice,
  paymentAfterCancellationNotice,
  paymentReceivedNotice,
  refundProcessedNotice,
  waitlistClosedNotice,
  waitlistLapsedNotice,
  waitlistOfferNotice,
} from './notices.ts'

const trip = { packageName: 'Kedarkantha Trek', startDate: '2026-12-20' }
const hindiStart = formatCalendarDateIn('2026-12-20', 'hi-IN')
// 3:30 pm in India.
const instant = '2026-12-01T10:00:00.000Z'

// The English each notification has always had, word for word.
test('writes every notification’s English as it always was', () => {
  expect(
    bookingReceivedNotice({ trip, seats: 1, holdExpiresAt: instant, dueNowPaise: 1_250_000 }),
  ).toMatchObject({
    title: 'Booking received',
    message:
      'We are holding 1 seat on Kedarkantha Trek (2026-12-20) for you until 1 Dec 2026, 3:30 pm IST. Pay ₹12,500 by then to confirm your booking.',
  })
  expect(
    bookingReceivedNotice({ trip, seats: 3, holdExpiresAt: instant, dueNowPaise: 100 }).message,
  ).toMatch(/^We are holding 3 seats on/)
  expect(
    bookingConfirmedNotice({
      trip,
      paidBy: 'payment',
      paidPaise: 500_000,
      balance: { paise: 750_000, dueDate: '2026-12-05' },
    }),
  ).toMatchObject({
    title: 'Booking confirmed',
    message:
      'We received ₹5,000 for Kedarkantha Trek (2026-12-20). Your booking is confirmed. The balance of ₹7,500 is due by 5 Dec 2026.',
  })
  expect(
    bookingConfirmedNotice({
      trip,
      paidBy: 'credit',
      paidPaise: 500_000,
      balance: { paise: 0, dueDate: '2026-12-05' },
    }).message,
  ).toBe(
    'Your trek credit paid ₹5,000 for Kedarkantha Trek (2026-12-20). Your booking is confirmed.',
  )
  expect(paymentAfterCancellationNotice({ trip, receivedPaise: 100_000 })).toMatchObject({
    title: 'Payment received after cancellation',
    message:
      'We received ₹1,000 for Kedarkantha Trek (2026-12-20), but the booking had already been cancelled. It will be refunded in full within 7-10 business days.',
  })
  const payment = { trip, receivedPaise: 100_000, duePaise: 200_000 }
  expect(paymentReceivedNotice({ ...payment, pending: true })).toMatchObject({
    title: 'Payment received',
    message:
      'We received ₹1,000 for Kedarkantha Trek (2026-12-20). ₹2,000 is still due to confirm your booking.',
  })
  expect(paymentReceivedNotice({ ...payment, pending: false }).message).toBe(
    'We received ₹1,000 for Kedarkantha Trek (2026-12-20). ₹2,000 is still due.',
  )
  expect(paymentReceivedNotice({ ...payment, duePaise: 0, pending: false }).message).toBe(
    'We received ₹1,000 for Kedarkantha Trek (2026-12-20). Your booking is fully paid.',
  )
  expect(refundProcessedNotice({ trip, refundPaise: 100_000 })).toMatchObject({
    title: 'Refund processed',
    message:
      'Your refund of ₹1,000 for Kedarkantha Trek (2026-12-20) has been sent back. Banks usually show it within 5-7 business days.',
  })
  expect(holdExpiredNotice({ trip, refundPaise: 100_000 })).toMatchObject({
    title: 'Booking expired',
    message:
      'Your booking for Kedarkantha Trek on 2026-12-20 was not paid in time, so its seats have been released. The ₹1,000 you paid will be refunded in full. You are welcome to book again.',
  })
  expect(holdExpiredNotice({ trip, refundPaise: 0 }).message).toBe(
    'Your booking for Kedarkantha Trek on 2026-12-20 was not paid in time, so its seats have been released. You are welcome to book again.',
  )
  expect(
    bookingCancelledNotice({
      trip,
      refundPaise: 100_000,
      credit: { paise: 50_000, expiresOn: '2027-12-01' },
    }),
  ).toMatchObject({
    title: 'Booking cancelled',
    message:
      'Your booking for Kedarkantha Trek on 2026-12-20 is cancelled. Refund: ₹1,000, to your original payment method within 7-10 business days. Trek credit: ₹500 in your account, to spend on a booking (new credit valid until 1 Dec 2027).',
  })
  expect(
    bookingCancelledNotice({ trip, refundPaise: 0, credit: { paise: 0, expiresOn: '2027-12-01' } })
      .message,
  ).toBe(
    'Your booking for Kedarkantha Trek on 2026-12-20 is cancelled. Nothing was paid, so there is nothing to refund.',
  )
  expect(
    operatorCancelledNotice({ trip, reason: 'Heavy snow on the route.', refundPaise: 0 }),
  ).toMatchObject({
    title: 'Booking cancelled',
    message:
      'We have had to cancel your booking for Kedarkantha Trek on 2026-12-20: Heavy snow on the route. Nothing was paid, so there is nothing to refund.',
  })
  expect(departureCancelledNotice({ trip, reason: 'road closed', refunded: true })).toMatchObject({
    title: 'Departure cancelled',
    message:
      'We are sorry: the Kedarkantha Trek departure on 2026-12-20 is cancelled (road closed), and your booking with it. Everything you paid will be refunded in full within 7-10 business days.',
  })
  expect(departureCancelledNotice({ trip, reason: 'road closed', refunded: false }).message).toBe(
    'We are sorry: the Kedarkantha Trek departure on 2026-12-20 is cancelled (road closed), and your booking with it.',
  )
  const balance = { trip, duePaise: 750_000, dueDate: '2026-12-05' }
  expect(balanceReminderNotice({ ...balance, which: 'soon', dueToday: false })).toMatchObject({
    title: 'Balance due in a week',
    message:
      'The balance of ₹7,500 for Kedarkantha Trek (2026-12-20) is due by 5 Dec 2026. Pay it from My Bookings.',
  })
  expect(balanceReminderNotice({ ...balance, which: 'due', dueToday: true })).toMatchObject({
    title: 'Balance due',
    message:
      'The balance of ₹7,500 for Kedarkantha Trek (2026-12-20) is due today. Pay it from My Bookings.',
  })
  expect(departureReminderNotice({ trip })).toMatchObject({
    title: 'Your trip is coming up',
    message:
      'Kedarkantha Trek starts on 2026-12-20. Check the packing list and your pickup time; call us if anything has changed.',
  })
  expect(waitlistOfferNotice({ trip, seats: 2, expiresAt: instant })).toMatchObject({
    title: 'Seats held for you',
    message:
      '2 seats on Kedarkantha Trek (2026-12-20) came free and are held for you until 1 Dec 2026, 3:30 pm IST. Book them from My Bookings.',
  })
  expect(waitlistLapsedNotice()).toMatchObject({
    title: 'Waitlist offer ended',
    message: 'The seats held for you were not booked in time and have gone to the next traveller.',
  })
  expect(waitlistClosedNotice({ trip })).toMatchObject({
    title: 'Waitlist closed',
    message: 'The waitlist for Kedarkantha Trek (2026-12-20) has closed without seats for you.',
  })
})

test('writes every notification in Hindi too, dates in Hindi and amounts as in English', () => {
  const received = bookingReceivedNotice({
    trip,
    seats: 2,
    holdExpiresAt: instant,
    dueNowPaise: 1_250_000,
  })
  expect(received.hindi.title).toBe('बुकिंग मिल गई')
  expect(received.hindi.message).toContain(`Kedarkantha Trek (${hindiStart}) की 2 सीटें`)
  expect(received.hindi.message).toContain('₹12,500')
  expect(received.hindi.message).toContain('IST')
  expect(received.hindi.message).not.toContain('2026-12-20')

  const confirmed = bookingConfirmedNotice({
    trip,
    paidBy: 'payment',
    paidPaise: 500_000,
    balance: { paise: 750_000, dueDate: '2026-12-05' },
  })
  expect(confirmed.hindi).toEqual({
    title: 'बुकिंग पक्की हो गई',
    message: `हमें Kedarkantha Trek (${hindiStart}) के लिए ₹5,000 मिल गए हैं। आपकी बुकिंग पक्की हो गई है। बाक़ी ₹7,500 का भुगतान ${formatCalendarDateIn('2026-12-05', 'hi-IN')} तक करना है।`,
  })

  const every = [
    received,
    confirmed,
    paymentAfterCancellationNotice({ trip, receivedPaise: 1 }),
    paymentReceivedNotice({ trip, receivedPaise: 1, duePaise: 1, pending: true }),
    refundProcessedNotice({ trip, refundPaise: 1 }),
    holdExpiredNotice({ trip, refundPaise: 1 }),
    bookingCancelledNotice({ trip, refundPaise: 1, credit: { paise: 1, expiresOn: '2027-01-01' } }),
    operatorCancelledNotice({ trip, reason: 'snow', refundPaise: 1 }),
    departureCancelledNotice({ trip, reason: 'snow', refunded: true }),
    balanceReminderNotice({
      trip,
      which: 'due',
      duePaise: 1,
      dueDate: '2026-12-05',
      dueToday: false,
    }),
    departureReminderNotice({ trip }),
    waitlistOfferNotice({ trip, seats: 1, expiresAt: instant }),
    waitlistLapsedNotice(),
    waitlistClosedNotice({ trip }),
  ]
  for (const notice of every) {
    expect(notice.hindi.title).toMatch(/[\u0900-\u097F]/)
    expect(notice.hindi.message).toMatch(/[\u0900-\u097F]/)
    expect(notice.hindi.message).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  }
})
