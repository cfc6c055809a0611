import { expect, test } from 'vitest'
import {
  appendUserBooking,
  markUserBookingStatus,
  toUserBookingRecord,
  USER_BOOKINGS_KEY,
} from './user-bookings.ts'
import { testBooking } from './test-booking.ts'

function memoryStore(initial?: string) {
  const items = new Map<string, string>(initial ? [[USER_BOOKINGS_KEY, initial]] : [])
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    list: () => JSON.parse(items.get(USER_BOOKINGS_KEY) ?? 'null') as unknown,
  }
}

const booking = (id = 'aaaaaaaaaaaaaaaaaaaaaaaa') => testBooking({ _id: id })

test('keeps the spec booking record: package, batch, booking info, add-ons, customer, metadata', () => {
  const record = toUserBookingRecord(booking())
  expect(Object.keys(record)).toEqual([
    '_id',
    'packageDetails',
    'batchDetails',
    'bookingInfo',
    'addons',
    'customerDetails',
    'metadata',
  ])
  expect(Object.keys(record.packageDetails)).toEqual([
    'packageId',
    'packageName',
    'packageType',
    'duration',
    'destination',
    'originalPrice',
    'offerPrice',
  ])
  expect(Object.keys(record.batchDetails)).toEqual([
    'batchId',
    'startDate',
    'endDate',
    'availability',
  ])
  expect(record.bookingInfo).toEqual({
    numberOfSeats: 2,
    paymentType: 'advance',
    subtotal: 44000,
    gst: 2200,
    total: 46200,
    payableAmount: 11550,
    remainingAmount: 34650,
  })
  expect(record.addons).toEqual([
    { id: 'dddddddddddddddddddddddd', name: 'Offloading backpack', price: 2500 },
  ])
  expect(Object.keys(record.customerDetails)).toEqual([
    'userId',
    'fullName',
    'email',
    'phone',
    'address',
    'emergencyContact',
    'emergencyName',
    'specialRequirements',
  ])
  expect(record.metadata).toEqual({
    bookingDate: '2027-03-01T10:00:00.000Z',
    status: 'pending',
    source: 'website',
  })
})

test('appends to the userBookings list that is already there', () => {
  const store = memoryStore(JSON.stringify([{ note: 'an older booking' }]))
  appendUserBooking(store, booking())
  const list = store.list() as unknown[]
  expect(list).toHaveLength(2)
  expect(list[0]).toEqual({ note: 'an older booking' })
  expect(list[1]).toEqual(toUserBookingRecord(booking()))
})

test('starts a new list when there is none or it is unreadable, and never adds a booking twice', () => {
  const empty = memoryStore()
  appendUserBooking(empty, booking())
  appendUserBooking(empty, booking())
  expect(empty.list()).toHaveLength(1)

  const broken = memoryStore('{not json')
  appendUserBooking(broken, booking())
  expect(broken.list()).toEqual([toUserBookingRecord(booking())])
})

test('keeps the latest 50 bookings', () => {
  const store = memoryStore()
  for (let index = 0; index < 52; index++) {
    appendUserBooking(store, booking(index.toString(16).padStart(24, '0')))
  }
  const list = store.list() as { _id: string }[]
  expect(list).toHaveLength(50)
  expect(list[0]?._id).toBe('2'.padStart(24, '0'))
})

test('keeps the status of the local copy in step: confirmed once paid, cancelled', () => {
  const store = memoryStore()
  appendUserBooking(store, booking())
  const status = () => (store.list() as { metadata: { status: string } }[])[0]?.metadata.status
  markUserBookingStatus(store, booking()._id, 'confirmed')
  expect(status()).toBe('confirmed')
  markUserBookingStatus(store, booking()._id, 'cancelled')
  expect(status()).toBe('cancelled')
  markUserBookingStatus(store, 'f'.repeat(24), 'confirmed')
  expect(store.list()).toHaveLength(1)
})
