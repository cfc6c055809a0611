import type { Booking } from '@trippy/contracts'
import { USER_BOOKINGS_KEY } from '../../lib/storage-keys.ts'

export { USER_BOOKINGS_KEY }

/** Enough for anyone's history; the server keeps the full list. */
const KEEP = 50

/** The spec's booking record (§3), with the server's id to tell one booking from another. */
export type UserBookingRecord = {
  _id: string
  packageDetails: {
    packageId: string
    packageName: string
    packageType: string
    duration: string
    destination: string
    originalPrice: number
    offerPrice: number
  }
  batchDetails: { batchId: string; startDate: string; endDate: string; availability: number }
  bookingInfo: {
    numberOfSeats: number
    paymentType: string
    subtotal: number
    gst: number
    total: number
    payableAmount: number
    remainingAmount: number
  }
  addons: { id: string; name: string; price: number }[]
  customerDetails: {
    userId: string
    fullName: string
    email: string
    phone: string
    address: string
    emergencyContact: string
    emergencyName: string
    specialRequirements: string
  }
  metadata: { bookingDate: string; status: string; source: string }
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

/** The server's booking cut down to the spec's record, field by field. */
export function toUserBookingRecord(booking: Booking): UserBookingRecord {
  const {
    packageDetails: pkg,
    batchDetails: departure,
    bookingInfo: info,
    customerDetails: customer,
  } = booking
  return {
    _id: booking._id,
    packageDetails: {
      packageId: pkg.packageId,
      packageName: pkg.packageName,
      packageType: pkg.packageType,
      duration: pkg.duration,
      destination: pkg.destination,
      originalPrice: pkg.originalPrice,
      offerPrice: pkg.offerPrice,
    },
    batchDetails: {
      batchId: departure.batchId,
      startDate: departure.startDate,
      endDate: departure.endDate,
      availability: departure.availability,
    },
    bookingInfo: {
      numberOfSeats: info.numberOfSeats,
      paymentType: info.paymentType,
      subtotal: info.subtotal,
      gst: info.gst,
      total: info.total,
      payableAmount: info.payableAmount,
      remainingAmount: info.remainingAmount,
    },
    addons: booking.addons.map((addon) => ({ id: addon.id, name: addon.name, price: addon.price })),
    customerDetails: {
      userId: customer.userId,
      fullName: customer.fullName,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      emergencyContact: customer.emergencyContact,
      emergencyName: customer.emergencyName,
      specialRequirements: customer.specialRequirements,
    },
    metadata: {
      bookingDate: booking.metadata.bookingDate,
      status: booking.metadata.status,
      source: booking.metadata.source,
    },
  }
}

function readList(store: KeyValueStore): unknown[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(USER_BOOKINGS_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

const idOf = (record: unknown) =>
  typeof record === 'object' && record !== null ? (record as { _id?: unknown })._id : undefined

/**
 * Appends a confirmed booking to the browser's list, once: the same booking answered again
 * (a replayed confirmation) is not added twice. The list keeps the latest 50.
 */
export function appendUserBooking(store: KeyValueStore, booking: Booking): void {
  const list = readList(store).filter((record) => idOf(record) !== booking._id)
  list.push(toUserBookingRecord(booking))
  store.setItem(USER_BOOKINGS_KEY, JSON.stringify(list.slice(-KEEP)))
}

/** Keeps the status of the browser's copy of a booking in step with the server's (paid, cancelled). */
export function markUserBookingStatus(
  store: KeyValueStore,
  bookingId: string,
  status: Booking['metadata']['status'],
): void {
  const list = readList(store)
  const current = list.find((record) => idOf(record) === bookingId) as UserBookingRecord | undefined
  if (!current || current.metadata?.status === status) return
  const next = list.map((record) =>
    record === current ? { ...current, metadata: { ...current.metadata, status } } : record,
  )
  store.setItem(USER_BOOKINGS_KEY, JSON.stringify(next))
}

/** Local storage when the browser lets us use it; quietly nothing otherwise. */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** Best effort after the server changed a booking: its list, not the browser's copy, is the record. */
export function syncUserBookingStatus(booking: Booking): void {
  const store = browserStore()
  if (!store) return
  try {
    markUserBookingStatus(store, booking._id, booking.metadata.status)
  } catch {
    // Storage full or blocked: My Bookings reads the server's list anyway.
  }
}
