import type { Booking } from '@trippy/contracts'
import { expect, test } from 'vitest'
import {
  canPay,
  cancelReasonLabel,
  dueText,
  holdText,
  payLabel,
  paymentTexts,
  refundTexts,
  statusLabel,
  travellersActionLabel,
  travellersMissingText,
} from './booking-status.ts'
import { testBooking } from './test-booking.ts'

const confirmed = testBooking({
  metadata: { bookingDate: '2027-03-01T10:00:00.000Z', status: 'confirmed', source: 'website' },
  amountPaid: 11550,
  amountDue: 34650,
  holdExpiresAt: null,
})

test('names each status as a traveller reads it: pending is awaiting payment', () => {
  expect(statusLabel('pending')).toBe('Awaiting payment')
  expect(statusLabel('confirmed')).toBe('Confirmed')
  expect(statusLabel('completed')).toBe('Completed')
  expect(statusLabel('cancelled')).toBe('Cancelled')
})

test('says why a booking was cancelled, and nothing for one that stands', () => {
  const cancelled = (cancelReason: Booking['cancelReason']) =>
    testBooking({
      metadata: { bookingDate: '2027-03-01T10:00:00.000Z', status: 'cancelled', source: 'website' },
      cancelReason,
    })
  expect(cancelReasonLabel(cancelled('expired'))).toBe('Expired: not paid in time')
  expect(cancelReasonLabel(cancelled('customer'))).toBe('Cancelled by you')
  expect(cancelReasonLabel(cancelled('operator'))).toBe('Cancelled by us')
  expect(cancelReasonLabel(cancelled('departure-cancelled'))).toBe('The departure was cancelled')
  expect(cancelReasonLabel(testBooking())).toBeNull()
})

test('owes the advance now while awaiting payment, then the balance by its date', () => {
  expect(dueText(testBooking())).toEqual({
    text: '₹11,550 now, then ₹34,650 by 16 Apr 2027',
    overdue: false,
  })
  const full = testBooking({
    bookingInfo: {
      ...testBooking().bookingInfo,
      paymentType: 'full',
      payableAmount: 46200,
      remainingAmount: 0,
      remainingDueDate: null,
    },
    amountDue: 46200,
    balanceDueDate: null,
  })
  expect(dueText(full)).toEqual({ text: '₹46,200 now', overdue: false })
  expect(dueText(confirmed)).toEqual({
    text: '₹34,650 balance due by 16 Apr 2027',
    overdue: false,
  })
})

test('flags a balance unpaid after its due date', () => {
  expect(dueText({ ...confirmed, balanceOverdue: true })).toEqual({
    text: '₹34,650 balance, overdue since 16 Apr 2027',
    overdue: true,
  })
})

test('owes nothing more once paid in full, and nothing on a cancelled booking', () => {
  expect(dueText({ ...confirmed, amountDue: 0 })).toEqual({ text: 'Nothing more', overdue: false })
  expect(
    dueText(
      testBooking({
        metadata: {
          bookingDate: '2027-03-01T10:00:00.000Z',
          status: 'cancelled',
          source: 'website',
        },
      }),
    ),
  ).toBeNull()
})

test('says until when the seats are held, in India time, only while awaiting payment', () => {
  expect(holdText(testBooking({ holdExpiresAt: '2027-03-02T09:35:00.000Z' }))).toBe(
    'Seats held until 2 Mar 2027, 3:05 pm IST',
  )
  expect(holdText(confirmed)).toBeNull()
})

test('offers to pay what is owed now, never on a cancelled booking', () => {
  expect(canPay(testBooking())).toBe(true)
  expect(payLabel(testBooking().amountDue)).toBe('Pay ₹11,550 now')
  expect(payLabel(449.9)).toBe('Pay ₹449.90 now')
  expect(canPay({ ...confirmed, amountDue: 0 })).toBe(false)
  expect(
    canPay(
      testBooking({
        metadata: {
          bookingDate: '2027-03-01T10:00:00.000Z',
          status: 'cancelled',
          source: 'website',
        },
      }),
    ),
  ).toBe(false)
})

test('lists each refund with where it stands', () => {
  const refund = {
    _id: 'ffffffffffffffffffffffff',
    reference: null,
    createdAt: '2027-03-05T06:00:00.000Z',
    throughGateway: false,
  }
  expect(
    refundTexts(
      testBooking({
        refunds: [
          { ...refund, amount: 8662.5, status: 'pending', processedAt: null },
          {
            ...refund,
            amount: 2887.5,
            status: 'processed',
            processedAt: '2027-03-06T20:00:00.000Z',
          },
        ],
      }),
    ),
  ).toEqual(['₹8,662.50: pending', '₹2,887.50: processed on 7 Mar 2027'])
})

test('counts the travellers whose details are missing, and says when Char Dham needs them', () => {
  expect(travellersMissingText(testBooking())).toBe("2 travellers' details missing")
  expect(travellersMissingText(testBooking({ travellersMissing: 1 }))).toBe(
    "1 traveller's details missing",
  )
  expect(travellersMissingText(testBooking({ travellersRequired: true }))).toBe(
    "2 travellers' details missing: needed for Char Dham registration",
  )
  expect(travellersMissingText(testBooking({ travellersMissing: 0 }))).toBeNull()
  expect(travellersActionLabel(testBooking())).toBe('Add traveller details (2 missing)')
  expect(travellersActionLabel(testBooking({ travellersMissing: 0 }))).toBe('Edit travellers')
})

test('lists the payments received, and those that did not go through', () => {
  const payment = {
    _id: 'ffffffffffffffffffffffff',
    reference: 'UTR 1234',
    recordedBy: 'eeeeeeeeeeeeeeeeeeeeeeee',
  }
  expect(
    paymentTexts(
      testBooking({
        payments: [
          {
            ...payment,
            amount: 11550,
            method: 'upi',
            status: 'captured',
            receivedAt: '2027-03-01T19:00:00.000Z',
          },
          { ...payment, amount: 34650, method: 'razorpay', status: 'failed', receivedAt: null },
        ],
      }),
    ),
  ).toEqual(['₹11,550 by UPI, received 2 Mar 2027', '₹34,650: the payment did not go through'])
})
