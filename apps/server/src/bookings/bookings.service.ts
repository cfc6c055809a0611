import {
  BOOKING_MESSAGES,
  type Booking,
  type CreateBookingBody,
  type Notification,
  type RefundQuote,
} from '@trippy/contracts'
import { formatInr } from '@trippy/contracts/money'
import type { Kysely } from 'kysely'
import { addDays, indiaCalendarDate } from '../catalogue/dates.ts'
import { toRupees } from '../catalogue/money.ts'
import { bumpCatalogueVersion } from '../catalogue/packages.repository.ts'
import { newId } from '../db/ids.ts'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http-error.ts'
import { storeNotification } from '../notifications/notifications.repository.ts'
import {
  anonymiseCustomerDetails,
  type BookingRow,
  findAddonsOf,
  findBatch,
  findBookablePackage,
  findBooking,
  findBookingIdByIdempotencyKey,
  findCustomerBookings,
  insertBooking,
  insertIdempotencyKey,
  markCancelled,
  returnSeats,
  seatsLeft,
  takeSeats,
} from './bookings.repository.ts'
import { BALANCE_DUE_DAYS_BEFORE, priceBooking } from '@trippy/contracts/pricing'
import {
  daysBetween,
  policyFor,
  type RefundPolicy,
  refundAmount,
  refundPercent,
} from './refunds.ts'

type BookingInput = Omit<CreateBookingBody, 'numberOfSeats' | 'addonIds'> & {
  numberOfSeats: number
  addonIds: string[]
}
export type BookingOutcome = {
  booking: Booking
  created: boolean
  notification: Notification | null
}

/**
 * Prices a booking from stored prices, takes its seats and writes it in one transaction. A
 * repeated Idempotency-Key returns the booking it made the first time instead of booking again.
 */
export async function createBooking(
  db: Kysely<Database>,
  customerId: string,
  input: BookingInput,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<BookingOutcome> {
  if (idempotencyKey) {
    const replay = await replayed(db, customerId, idempotencyKey)
    if (replay) return replay
  }

  const pkg = await findBookablePackage(db, input.packageId)
  if (!pkg) throw new HttpError(404, 'Package not found')
  const batch = await findBatch(db, input.batchId, pkg.id)
  if (!batch) throw new HttpError(404, 'Departure not found')
  const today = indiaCalendarDate(now)
  if (batch.start_date <= today)
    throw new HttpError(409, 'This departure has already left; please choose another')
  if (input.numberOfSeats > pkg.max_participants) {
    throw new HttpError(400, 'Invalid input', [
      { path: 'numberOfSeats', message: `At most ${pkg.max_participants} travellers on this trip` },
    ])
  }
  const addonIds = [...new Set(input.addonIds)]
  const addons = await findAddonsOf(db, pkg.id, addonIds)
  if (addons.length !== addonIds.length) {
    throw new HttpError(400, 'Invalid input', [
      { path: 'addonIds', message: 'Some add-ons are not offered on this trip' },
    ])
  }

  const price = priceBooking({
    offerPricePaise: pkg.offer_price_paise,
    addonPricesPaise: addons.map((addon) => addon.price_paise),
    seats: input.numberOfSeats,
    paymentType: input.paymentType,
  })
  const policy = policyFor(input.numberOfSeats)
  const bookingId = newId()
  const bookedAt = now.toISOString()

  try {
    const notification = await db.transaction().execute(async (trx) => {
      if (!(await takeSeats(trx, batch.id, input.numberOfSeats))) {
        throw new HttpError(409, BOOKING_MESSAGES.seatsLeft(await seatsLeft(trx, batch.id)))
      }
      await insertBooking(trx, {
        id: bookingId,
        customer_id: customerId,
        package_id: pkg.id,
        batch_id: batch.id,
        package_json: JSON.stringify({
          packageId: pkg.id,
          packageName: pkg.name,
          packageSlug: pkg.slug,
          packageType: pkg.package_type,
          duration: pkg.duration,
          destination: pkg.destination,
          originalPrice: toRupees(pkg.original_price_paise),
          offerPrice: toRupees(pkg.offer_price_paise),
        }),
        start_date: batch.start_date,
        end_date: batch.end_date,
        number_of_seats: input.numberOfSeats,
        payment_type: input.paymentType,
        subtotal_paise: price.subtotal,
        gst_paise: price.gst,
        total_paise: price.total,
        payable_paise: price.payableAmount,
        remaining_paise: price.remainingAmount,
        remaining_due_date:
          input.paymentType === 'advance'
            ? addDays(batch.start_date, -BALANCE_DUE_DAYS_BEFORE)
            : null,
        // No payment gateway yet: the amount due at booking counts as paid, for refunds.
        amount_paid_paise: price.payableAmount,
        addons_json: JSON.stringify(
          addons.map((addon) => ({
            id: addon.id,
            name: addon.name,
            price: toRupees(addon.price_paise),
          })),
        ),
        customer_details_json: JSON.stringify({ ...input.customerDetails, userId: customerId }),
        status: 'pending',
        source: 'website',
        refund_policy_json: JSON.stringify(policy),
        refund_paise: null,
        booked_at: bookedAt,
        cancelled_at: null,
      })
      if (idempotencyKey) await insertIdempotencyKey(trx, customerId, idempotencyKey, bookingId)
      await bumpCatalogueVersion(trx)
      return storeNotification(
        trx,
        {
          customerId,
          kind: 'booking-received',
          title: 'Booking received',
          message: `We have your booking for ${pkg.name} on ${batch.start_date} (${input.numberOfSeats} ${input.numberOfSeats === 1 ? 'seat' : 'seats'}). We will contact you within 24 hours.`,
        },
        now,
      )
    })
    const booking = await getOwnBooking(db, customerId, bookingId)
    return { booking, created: true, notification }
  } catch (error) {
    // The same key raced in on another request and won: answer with its booking.
    if (idempotencyKey && !(error instanceof HttpError)) {
      const replay = await replayed(db, customerId, idempotencyKey)
      if (replay) return replay
    }
    throw error
  }
}

async function replayed(
  db: Kysely<Database>,
  customerId: string,
  key: string,
): Promise<BookingOutcome | null> {
  const bookingId = await findBookingIdByIdempotencyKey(db, customerId, key)
  if (!bookingId) return null
  return {
    booking: await getOwnBooking(db, customerId, bookingId),
    created: false,
    notification: null,
  }
}

export async function listOwnBookings(
  db: Kysely<Database>,
  customerId: string,
): Promise<Booking[]> {
  return (await findCustomerBookings(db, customerId)).map(toBooking)
}

/** 404 when there is no such booking, 403 when it is someone else's. */
export async function getOwnBooking(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
): Promise<Booking> {
  return toBooking(await findOwnRow(db, customerId, bookingId))
}

async function findOwnRow(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
): Promise<BookingRow> {
  const row = await findBooking(db, bookingId)
  if (!row) throw new HttpError(404, BOOKING_MESSAGES.notFound)
  if (row.customer_id !== customerId) throw new HttpError(403, BOOKING_MESSAGES.notYours)
  return row
}

/** The refund a cancellation would give today, by the policy stored on the booking. */
export async function quoteRefund(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
  now = new Date(),
): Promise<RefundQuote> {
  return refundQuoteFor(await findOwnRow(db, customerId, bookingId), now)
}

function refundQuoteFor(row: BookingRow, now: Date): RefundQuote {
  if (row.status === 'cancelled') throw new HttpError(409, BOOKING_MESSAGES.alreadyCancelled)
  const days = daysBetween(indiaCalendarDate(now), row.start_date)
  if (days < 0) throw new HttpError(409, BOOKING_MESSAGES.departed)
  const policy = JSON.parse(row.refund_policy_json) as RefundPolicy
  return {
    bookingId: row.id,
    policy: policy.name,
    daysBeforeDeparture: days,
    refundPercent: refundPercent(policy, days),
    amountPaid: toRupees(row.amount_paid_paise),
    refundAmount: toRupees(refundAmount(policy, days, row.amount_paid_paise)),
  }
}

/** Cancels a customer's own booking: refund by its stored policy, seats back on the departure. */
export async function cancelBooking(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
  now = new Date(),
): Promise<{ booking: Booking; notification: Notification }> {
  const row = await findOwnRow(db, customerId, bookingId)
  const quote = refundQuoteFor(row, now)
  const notification = await db.transaction().execute(async (trx) => {
    if (!(await cancelWithRefund(trx, row, quote, now))) {
      throw new HttpError(409, BOOKING_MESSAGES.alreadyCancelled)
    }
    await bumpCatalogueVersion(trx)
    const packageName = (JSON.parse(row.package_json) as { packageName: string }).packageName
    return storeNotification(
      trx,
      {
        customerId,
        kind: 'booking-cancelled',
        title: 'Booking cancelled',
        message: `Your booking for ${packageName} on ${row.start_date} is cancelled. Refund: ${formatInr(quote.refundAmount)}, to your original payment method within 7-10 business days.`,
      },
      now,
    )
  })
  return { booking: await getOwnBooking(db, customerId, bookingId), notification }
}

/**
 * Marks the booking cancelled with the refund of its quote and puts its seats back on the
 * departure, in the caller's transaction. False when it was already cancelled (by another request).
 */
async function cancelWithRefund(
  trx: Kysely<Database>,
  row: BookingRow,
  quote: RefundQuote,
  now: Date,
): Promise<boolean> {
  const refundPaise = Math.round(quote.refundAmount * 100)
  if (!(await markCancelled(trx, row.id, refundPaise, now.toISOString()))) return false
  await returnSeats(trx, row.batch_id, row.number_of_seats)
  return true
}

/**
 * For a deleted account, in the caller's transaction: every booking that a customer could still
 * cancel (not cancelled, not departed) is cancelled as cancelBooking would, with the refund of its
 * stored policy and its seats back; then every booking of the customer, past ones included, loses
 * the traveller's personal details. The bookings stay for the operator's accounts. Answers the
 * packages whose departures got seats back.
 */
export async function cancelAndAnonymiseBookingsOf(
  trx: Kysely<Database>,
  customerId: string,
  now = new Date(),
): Promise<string[]> {
  const today = indiaCalendarDate(now)
  const upcoming = (await findCustomerBookings(trx, customerId)).filter(
    (row) => row.status !== 'cancelled' && row.start_date >= today,
  )
  const packageIds = new Set<string>()
  for (const row of upcoming) {
    if (await cancelWithRefund(trx, row, refundQuoteFor(row, now), now))
      packageIds.add(row.package_id)
  }
  if (packageIds.size > 0) await bumpCatalogueVersion(trx)
  await anonymiseCustomerDetails(trx, customerId, JSON.stringify(anonymousDetails(customerId)))
  return [...packageIds]
}

/** What a booking keeps of its traveller once they deleted their account: only the account id. */
function anonymousDetails(customerId: string): Booking['customerDetails'] {
  return {
    userId: customerId,
    fullName: '',
    email: '',
    phone: '',
    address: '',
    emergencyContact: '',
    emergencyName: '',
    specialRequirements: '',
  }
}

function toBooking(row: BookingRow): Booking {
  const policy = JSON.parse(row.refund_policy_json) as RefundPolicy
  const details = JSON.parse(row.customer_details_json) as Booking['customerDetails']
  return {
    _id: row.id,
    packageDetails: JSON.parse(row.package_json) as Booking['packageDetails'],
    batchDetails: {
      batchId: row.batch_id,
      startDate: row.start_date,
      endDate: row.end_date,
      availability: row.availability,
    },
    bookingInfo: {
      numberOfSeats: row.number_of_seats,
      paymentType: row.payment_type as Booking['bookingInfo']['paymentType'],
      subtotal: toRupees(row.subtotal_paise),
      gst: toRupees(row.gst_paise),
      total: toRupees(row.total_paise),
      payableAmount: toRupees(row.payable_paise),
      remainingAmount: toRupees(row.remaining_paise),
      remainingDueDate: row.remaining_due_date,
      amountPaid: toRupees(row.amount_paid_paise),
    },
    addons: JSON.parse(row.addons_json) as Booking['addons'],
    customerDetails: { ...details, specialRequirements: details.specialRequirements ?? '' },
    metadata: {
      bookingDate: row.booked_at,
      status: row.status as Booking['metadata']['status'],
      source: 'website',
    },
    refundPolicy: policy.name,
    ...(row.refund_paise !== null ? { refundAmount: toRupees(row.refund_paise) } : {}),
    ...(row.cancelled_at ? { cancelledAt: row.cancelled_at } : {}),
  }
}
