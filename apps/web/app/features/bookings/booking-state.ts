import type { Addon, Batch, Booking, Package } from '@trippy/contracts'
import { slugify } from '../catalogue/slug.ts'
import type { PaymentType } from './booking-price.ts'

/** The package a booking is for, as it travels in navigation state between the booking screens. */
export type BookingPackageData = {
  _id: string
  slug: string
  name: string
  packageType: string
  duration: string
  destination: string
  originalPrice: number
  offerPrice: number
  /** The category's slug: Char Dham trips need every traveller's details (requiresTravellerIds). */
  categorySlug: string
}

/** What the traveller chose in the booking dialog (or on /booking/{id}). */
export type BookingData = {
  batch: Batch
  numberOfSeats: number
  paymentType: PaymentType
  addons: Addon[]
  /** One per confirmation: a double click, a retry or a return to the page never books twice. */
  idempotencyKey: string
}

/** /booking-confirmation's navigation state (spec §2: booking data and package data). */
export type ConfirmationState = { packageData: BookingPackageData; bookingData: BookingData }

/** /booking-success's navigation state (spec §4: the booking, and emailSent false). */
export type SuccessState = { booking: Booking; emailSent: boolean }

/** What goes to /login, and back, while a visitor is on the way to booking a package. */
export type CarriedPackage = { _id: string; slug: string; name: string; batchId?: string }

export function packageDataOf(pkg: Package): BookingPackageData {
  return {
    _id: pkg._id,
    slug: pkg.slug,
    name: pkg.name,
    packageType: pkg.packageType,
    duration: pkg.duration,
    destination: pkg.destination,
    originalPrice: pkg.originalPrice,
    offerPrice: pkg.offerPrice,
    categorySlug: slugify(pkg.category.name),
  }
}

export function carriedPackageOf(
  pkg: Pick<Package, '_id' | 'slug' | 'name'>,
  batchId?: string,
): CarriedPackage {
  return { _id: pkg._id, slug: pkg.slug, name: pkg.name, ...(batchId ? { batchId } : {}) }
}

type Shape = Record<string, unknown>

const isRecord = (value: unknown): value is Shape => typeof value === 'object' && value !== null
const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{24}$/.test(value)
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
const isText = (value: unknown): value is string => typeof value === 'string'
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0
const isSeats = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
const isPaymentType = (value: unknown): value is PaymentType =>
  value === 'advance' || value === 'full'

function isBatch(value: unknown): value is Batch {
  return (
    isRecord(value) &&
    isId(value._id) &&
    isDate(value.startDate) &&
    isDate(value.endDate) &&
    typeof value.availability === 'number'
  )
}

function isAddon(value: unknown): value is Addon {
  return isRecord(value) && isId(value._id) && isText(value.name) && isAmount(value.price)
}

function isPackageData(value: unknown): value is BookingPackageData {
  return (
    isRecord(value) &&
    isId(value._id) &&
    isText(value.slug) &&
    isText(value.name) &&
    isText(value.packageType) &&
    isText(value.duration) &&
    isText(value.destination) &&
    isAmount(value.originalPrice) &&
    isAmount(value.offerPrice) &&
    isText(value.categorySlug)
  )
}

function isBookingData(value: unknown): value is BookingData {
  return (
    isRecord(value) &&
    isBatch(value.batch) &&
    isSeats(value.numberOfSeats) &&
    isPaymentType(value.paymentType) &&
    Array.isArray(value.addons) &&
    value.addons.every(isAddon) &&
    typeof value.idempotencyKey === 'string' &&
    value.idempotencyKey.length >= 8 &&
    value.idempotencyKey.length <= 100
  )
}

/** The confirmation page's state, or null when it is missing or not what the dialog sends. */
export function readConfirmationState(state: unknown): ConfirmationState | null {
  if (!isRecord(state) || !isPackageData(state.packageData) || !isBookingData(state.bookingData)) {
    return null
  }
  return { packageData: state.packageData, bookingData: state.bookingData }
}

/** The success page's state, or null without a booking from the server. */
export function readSuccessState(state: unknown): SuccessState | null {
  if (!isRecord(state) || !isRecord(state.booking)) return null
  const booking = state.booking
  const ok =
    isId(booking._id) &&
    isRecord(booking.packageDetails) &&
    isText(booking.packageDetails.packageName) &&
    isRecord(booking.batchDetails) &&
    isDate(booking.batchDetails.startDate) &&
    isDate(booking.batchDetails.endDate) &&
    isRecord(booking.bookingInfo) &&
    isSeats(booking.bookingInfo.numberOfSeats) &&
    isPaymentType(booking.bookingInfo.paymentType) &&
    isAmount(booking.bookingInfo.total) &&
    isAmount(booking.amountPaid) &&
    isAmount(booking.amountDue) &&
    Array.isArray(booking.addons) &&
    Array.isArray(booking.travellers) &&
    isRecord(booking.customerDetails) &&
    isRecord(booking.metadata)
  if (!ok) return null
  return { booking: booking as Booking, emailSent: state.emailSent === true }
}

/**
 * Whether this package page should open the booking flow by itself: it was reached with the
 * package's data in navigation state, after a login (`{ packageData }`) or after the profile
 * was completed (`{ packageData, openBooking: true }`). Answers the departure to preselect.
 */
export function reopenRequest(state: unknown, packageId: string): { batchId?: string } | null {
  if (!isRecord(state) || !isRecord(state.packageData)) return null
  const carried = state.packageData
  if (carried._id !== packageId) return null
  return isId(carried.batchId) ? { batchId: carried.batchId } : {}
}
