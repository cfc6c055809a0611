import { expect, test } from 'vitest'
import { reopenRequest } from './booking-state.ts'
import { readConfirmationState, readSuccessState } from './booking-state-schemas.ts'
import { testBooking } from './test-booking.ts'

const packageData = {
  _id: '0123456789abcdef01234567',
  slug: 'roopkund-trek',
  name: 'Roopkund Trek',
  packageType: 'trek',
  duration: '8 Days / 7 Nights',
  destination: 'Uttarakhand',
  originalPrice: 22000,
  offerPrice: 19500,
  categorySlug: 'treks',
}
const bookingData = {
  batch: {
    _id: 'abcdefabcdefabcdefabcdef',
    startDate: '2027-05-01',
    endDate: '2027-05-08',
    availability: 14,
  },
  numberOfSeats: 2,
  paymentType: 'advance',
  addons: [{ _id: 'fedcbafedcbafedcbafedcba', name: 'Offloading backpack', price: 2500 }],
  idempotencyKey: '6f1c1d1e-0a0b-4c4d-8e8f-000000000001',
}

test('reads the booking and package data the booking dialog sends', () => {
  expect(readConfirmationState({ packageData, bookingData })).toEqual({ packageData, bookingData })
})

test('refuses confirmation state that is missing or not what the dialog sends', () => {
  for (const state of [
    null,
    undefined,
    {},
    { packageData },
    { bookingData },
    { packageData: { ...packageData, _id: 'nope' }, bookingData },
    { packageData: { ...packageData, categorySlug: undefined }, bookingData },
    { packageData, bookingData: { ...bookingData, numberOfSeats: 0 } },
    { packageData, bookingData: { ...bookingData, numberOfSeats: 1.5 } },
    { packageData, bookingData: { ...bookingData, paymentType: 'later' } },
    { packageData, bookingData: { ...bookingData, idempotencyKey: 'short' } },
    { packageData, bookingData: { ...bookingData, addons: [{ name: 'x' }] } },
  ]) {
    expect(readConfirmationState(state)).toBeNull()
  }
})

test('needs a booking from the server on the success page', () => {
  expect(readSuccessState(null)).toBeNull()
  expect(readSuccessState({ emailSent: false })).toBeNull()
  expect(readSuccessState({ booking: { _id: '0123456789abcdef01234567' } })).toBeNull()
  const booking = testBooking()
  expect(readSuccessState({ booking, emailSent: false })).toEqual({ booking, emailSent: false })
  // A booking kept in the history from before payments were recorded is not shown as one.
  const { amountPaid: _paid, ...withoutLedger } = booking
  expect(readSuccessState({ booking: withoutLedger, emailSent: false })).toBeNull()
})

test('reopens the booking on the package carried back from login or from the profile modal', () => {
  const carried = { _id: packageData._id, slug: packageData.slug, name: packageData.name }
  expect(reopenRequest({ packageData: carried }, packageData._id)).toEqual({})
  expect(reopenRequest({ packageData: carried, openBooking: true }, packageData._id)).toEqual({})
  expect(
    reopenRequest({ packageData: { ...carried, batchId: bookingData.batch._id } }, packageData._id),
  ).toEqual({ batchId: bookingData.batch._id })
})

test('does not reopen for another package or without carried package data', () => {
  expect(
    reopenRequest({ packageData: { _id: 'ffffffffffffffffffffffff' } }, packageData._id),
  ).toBeNull()
  expect(reopenRequest({ openBooking: true }, packageData._id)).toBeNull()
  expect(reopenRequest(null, packageData._id)).toBeNull()
})
