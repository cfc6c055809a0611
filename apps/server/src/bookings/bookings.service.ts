import {
  BOOKING_MESSAGES,
  creditExpiryFrom,
  type RefundAs,
  type Booking,
  type CreateBookingBody,
  type Notification,
  type RefundQuote,
  type Traveller,
  type TravellersBody,
} from '@trippy/contracts'
import { indiaCalendarDate } from '@trippy/contracts/calendar'
import { toRupees } from '@trippy/contracts/money'
import { advanceOffered, balanceDueDate, priceBooking } from '@trippy/contracts/pricing'
import {
  emptyTraveller,
  requiresTravellerIds,
  TRAVELLER_DETAILS_LOCK_DAYS,
} from '@trippy/contracts/travellers'
import { API_MESSAGES } from '@trippy/contracts/api-messages'
import type { Kysely } from 'kysely'
import { bumpCatalogueVersion } from '../catalogue/index.ts'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { queueBookingMails } from '../customers/index.ts'
import type { MailBooking } from './mails/booking-parts.ts'
import type { BookingMailTemplate } from './mails/booking-templates.ts'
import type { MailContext } from '../mail/index.ts'
import {
  bookingCancelledNotice,
  bookingReceivedNotice,
  type NoticeTrip,
  storeNotification,
} from '../notifications/index.ts'
import { amountPaid, findLedger, toLedgerPayment, toLedgerRefund } from '../ledger/index.ts'
import { findApplicablePromo, usePromoInTransaction } from '../promo-codes/index.ts'
import { CANCELLABLE_STATUSES, INITIAL_BOOKING_STATUS, isActive } from './booking-status.ts'
import { tripNamesOf } from './trip-names.ts'
import { withPassUrls } from '../trip-pass/index.ts'
import { type Ledger, moneyOf, toBooking, withLedgers } from './booking-view.ts'
import {
  anonymiseCustomerDetails,
  type BookingRow,
  countPendingBookings,
  findAddonsOf,
  findBookableDeparture,
  findBooking,
  findBookingIdByIdempotencyKey,
  findCustomerBookings,
  insertBooking,
  insertIdempotencyKey,
  lockCustomer,
  seatsLeft,
  updateTravellers,
} from './bookings.repository.ts'
import type { BookingsTable } from './bookings.tables.ts'
import { cancelInTransaction } from './cancellation.ts'
import { creditFor, creditSpent, moneyPart } from '../credit/index.ts'
import { payWithCreditInTransaction } from './pay-with-credit.ts'
import { heldSeatsFor, takeBookingSeats } from './seat-hooks.ts'
import {
  daysBetween,
  policyFor,
  type RefundPolicy,
  refundAmount,
  refundPercent,
} from './cancellation-refund-policy.ts'

/** The operator's booking rules from the environment. */
export type BookingRules = {
  /** How long a pending booking holds its seats. */
  holdMinutes: number
  /** Pending bookings a customer may have at once. */
  maxPending: number
  /** Trek credit instead of a refund: this % of what was paid (CREDIT_PERCENT). */
  creditPercent?: number
}

type BookingInput = Omit<CreateBookingBody, 'numberOfSeats' | 'addonIds' | 'travellers'> & {
  numberOfSeats: number
  addonIds: string[]
  travellers?: Traveller[] | undefined
}
export type BookingOutcome = {
  booking: Booking
  created: boolean
  notification: Notification | null
}

/**
 * Prices a booking from stored prices, takes its seats and writes it, pending, in one
 * transaction: the seats are held until `holdMinutes` from now unless paid for. A repeated
 * Idempotency-Key returns the booking it made the first time instead of booking again.
 */
export async function createBooking(
  db: Kysely<Database>,
  customerId: string,
  input: BookingInput,
  idempotencyKey: string | undefined,
  rules: BookingRules,
  mail: MailContext,
  now = new Date(),
): Promise<BookingOutcome> {
  if (idempotencyKey) {
    const replay = await replayed(db, customerId, idempotencyKey)
    if (replay) return replay
  }

  const found = await findBookableDeparture(db, input.packageId, input.batchId)
  if (!found) throw new HttpError(404, API_MESSAGES.packageNotFound)
  const { pkg, departure } = found
  if (!departure) throw new HttpError(404, API_MESSAGES.departureNotFound)
  const today = indiaCalendarDate(now)
  if (departure.start_date <= today) throw new HttpError(409, BOOKING_MESSAGES.departureLeft)
  if (input.paymentType === 'advance' && !advanceOffered(departure.start_date, today)) {
    throw new HttpError(400, BOOKING_MESSAGES.advanceTooLate, [
      { path: 'paymentType', message: BOOKING_MESSAGES.advanceTooLate },
    ])
  }
  if (input.numberOfSeats > pkg.max_participants) {
    throw new HttpError(400, API_MESSAGES.invalidInput, [
      { path: 'numberOfSeats', message: BOOKING_MESSAGES.tooManyTravellers(pkg.max_participants) },
    ])
  }
  const addonIds = [...new Set(input.addonIds)]
  const addons = await findAddonsOf(db, pkg.id, addonIds)
  if (addons.length !== addonIds.length) {
    throw new HttpError(400, API_MESSAGES.invalidInput, [
      { path: 'addonIds', message: BOOKING_MESSAGES.addonsNotOffered },
    ])
  }

  const travellers = travellersFor(input)

  // A departure already short of seats is refused before the booking is priced or given an id,
  // and without a transaction (most of a rush ends here): seats come back only by a cancellation
  // or an expired hold, so this is what the same request a moment earlier would have been told.
  // takeSeats below stays the guard on oversell.
  const held =
    departure.availability < input.numberOfSeats
      ? await heldSeatsFor(db, customerId, departure.id, now)
      : 0
  if (departure.availability + held < input.numberOfSeats)
    throw new HttpError(409, BOOKING_MESSAGES.seatsLeft(departure.availability + held))

  // A code's refusals that need no transaction come before any seat is taken.
  const promo = input.promoCode
    ? await findApplicablePromo(
        db,
        input.promoCode,
        { packageId: pkg.id, seats: input.numberOfSeats },
        now,
      )
    : null
  const price = priceBooking({
    offerPricePaise: pkg.offer_price_paise,
    addonPricesPaise: addons.map((addon) => addon.price_paise),
    seats: input.numberOfSeats,
    paymentType: input.paymentType,
    promo: promo?.rule,
  })
  const policy = policyFor(input.numberOfSeats)
  const bookingId = newId()
  const bookedAt = now.toISOString()
  const holdExpiresAt = new Date(now.getTime() + rules.holdMinutes * 60_000).toISOString()
  const balanceDue = input.paymentType === 'advance' ? balanceDueDate(departure.start_date) : null

  try {
    const created = await db.transaction().execute(async (trx) => {
      await lockCustomer(trx, customerId)
      if ((await countPendingBookings(trx, customerId)) >= rules.maxPending)
        throw new HttpError(409, BOOKING_MESSAGES.pendingLimit(rules.maxPending))
      const availability = await takeBookingSeats(
        trx,
        customerId,
        departure.id,
        input.numberOfSeats,
        now,
      )
      if (availability === null) {
        throw new HttpError(409, BOOKING_MESSAGES.seatsLeft(await seatsLeft(trx, departure.id)))
      }
      const row: BookingsTable = {
        id: bookingId,
        customer_id: customerId,
        package_id: pkg.id,
        batch_id: departure.id,
        package_json: JSON.stringify({
          packageId: pkg.id,
          packageName: pkg.name,
          ...(pkg.hindi_name ? { hindiName: pkg.hindi_name } : {}),
          packageSlug: pkg.slug,
          packageType: pkg.package_type,
          duration: pkg.duration,
          destination: pkg.destination,
          originalPrice: toRupees(pkg.original_price_paise),
          offerPrice: toRupees(pkg.offer_price_paise),
        }),
        start_date: departure.start_date,
        end_date: departure.end_date,
        number_of_seats: input.numberOfSeats,
        payment_type: input.paymentType,
        subtotal_paise: price.subtotal,
        gst_paise: price.gst,
        total_paise: price.total,
        payable_paise: price.payableAmount,
        remaining_paise: price.remainingAmount,
        remaining_due_date: balanceDue,
        addons_json: JSON.stringify(
          addons.map((addon) => ({
            id: addon.id,
            name: addon.name,
            price: toRupees(addon.price_paise),
          })),
        ),
        customer_details_json: JSON.stringify({ ...input.customerDetails, userId: customerId }),
        status: INITIAL_BOOKING_STATUS,
        source: 'website',
        refund_policy_json: JSON.stringify(policy),
        refund_paise: null,
        booked_at: bookedAt,
        cancelled_at: null,
        hold_expires_at: holdExpiresAt,
        cancel_reason: null,
        travellers_json: JSON.stringify(travellers),
        travellers_required: requiresTravellerIds(pkg.category_slug) ? 1 : 0,
        invoice_number: null,
        promo_code: promo?.code ?? null,
        discount_paise: price.discount,
      }
      await insertBooking(trx, row)
      if (promo) {
        await usePromoInTransaction(trx, promo, {
          bookingId,
          customerId,
          discountPaise: price.discount,
          now,
        })
      }
      if (idempotencyKey) await insertIdempotencyKey(trx, customerId, idempotencyKey, bookingId)
      await bumpCatalogueVersion(trx)
      const credit = input.useCredit ? await payWithCreditInTransaction(trx, row, mail, now) : null
      if (credit?.notification)
        return { notification: credit.notification, row: { ...row, availability } }
      const dueNowPaise = price.payableAmount - (credit?.spentPaise ?? 0)
      const stored = await storeNotification(
        trx,
        {
          customerId,
          kind: 'booking-received',
          ...bookingReceivedNotice({
            trip: { ...tripNamesOf(row), startDate: departure.start_date },
            seats: input.numberOfSeats,
            holdExpiresAt,
            dueNowPaise,
          }),
        },
        now,
      )
      await queueBookingMails(trx, mail, customerId, {
        template: 'booking-received',
        data: {
          booking: {
            id: bookingId,
            ...tripNamesOf(row),
            packageSlug: pkg.slug,
            startDate: departure.start_date,
            endDate: departure.end_date,
            seats: input.numberOfSeats,
          },
          totalPaise: price.total,
          promo: promo ? { code: promo.code, discountPaise: price.discount } : null,
          dueNowPaise,
          balancePaise: price.remainingAmount,
          balanceDueDate: balanceDue,
          holdExpiresAt,
        },
      } satisfies BookingMailTemplate)
      return { notification: stored, row: { ...row, availability } }
    })
    // What reading it back would give: the row as written, nothing paid or refunded yet.
    const booking = input.useCredit
      ? await getOwnBooking(db, customerId, bookingId)
      : toBooking(created.row, { payments: [], refunds: [] }, now)
    return { booking, created: true, notification: created.notification }
  } catch (error) {
    // The same key raced in on another request and won: answer with its booking.
    if (idempotencyKey && !(error instanceof HttpError)) {
      const replay = await replayed(db, customerId, idempotencyKey)
      if (replay) return replay
    }
    throw error
  }
}

/** One traveller per seat: what the form sent, the rest empty, the lead named after the booker. */
function travellersFor(input: BookingInput): Traveller[] {
  const given = input.travellers ?? []
  if (given.length > input.numberOfSeats) {
    throw new HttpError(400, API_MESSAGES.invalidInput, [
      { path: 'travellers', message: BOOKING_MESSAGES.travellersCount(input.numberOfSeats) },
    ])
  }
  const travellers = Array.from(
    { length: input.numberOfSeats },
    (_, seat) => given[seat] ?? (emptyTraveller() as Traveller),
  )
  const lead = travellers[0]
  if (lead && lead.name === '') travellers[0] = { ...lead, name: input.customerDetails.fullName }
  return travellers
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
  return withPassUrls(db, await withLedgers(db, await findCustomerBookings(db, customerId)))
}

/** 404 when there is no such booking, 403 when it is someone else's. */
export async function getOwnBooking(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
): Promise<Booking> {
  const row = await findOwnRow(db, customerId, bookingId)
  const booking = toBooking(row, await findLedger(db, row.id))
  const [shown = booking] = await withPassUrls(db, [booking])
  return shown
}

export async function findOwnRow(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
): Promise<BookingRow> {
  const row = await findBooking(db, bookingId)
  if (!row) throw new HttpError(404, BOOKING_MESSAGES.notFound)
  if (row.customer_id !== customerId) throw new HttpError(403, BOOKING_MESSAGES.notYours)
  return row
}

/** The refund a cancellation would give today: the stored policy's share of what was paid. */
export async function quoteRefund(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
  creditPercent = 100,
  now = new Date(),
): Promise<RefundQuote> {
  const row = await findOwnRow(db, customerId, bookingId)
  return refundQuoteFor(row, await findLedger(db, row.id), now, creditPercent)
}

function refundQuoteFor(
  row: BookingRow,
  ledger: Ledger,
  now: Date,
  creditPercent = 100,
): RefundQuote {
  if (row.status === 'cancelled') throw new HttpError(409, BOOKING_MESSAGES.alreadyCancelled)
  const days = daysBetween(indiaCalendarDate(now), row.start_date)
  if (days < 0 || row.status === 'completed') throw new HttpError(409, BOOKING_MESSAGES.departed)
  const policy = JSON.parse(row.refund_policy_json) as RefundPolicy
  const { paid } = moneyOf(row, ledger)
  // Credit spent on the booking comes back as credit, never as money (docs/money-and-gst.md).
  const payments = ledger.payments.map(toLedgerPayment)
  const refunds = ledger.refunds.map(toLedgerRefund)
  const money = moneyPart(payments, refunds)
  const moneyPaid = amountPaid(money.payments, money.refunds)
  const returned = creditSpent(payments, refunds)
  return {
    bookingId: row.id,
    policy: policy.name,
    daysBeforeDeparture: days,
    refundPercent: refundPercent(policy, days),
    amountPaid: toRupees(paid),
    refundAmount: toRupees(refundAmount(policy, days, moneyPaid)),
    creditAmount: toRupees(creditFor(moneyPaid, creditPercent) + returned),
    creditPercent,
    creditReturned: toRupees(returned),
    creditExpiresOn: creditExpiryFrom(indiaCalendarDate(now)),
  }
}

/**
 * Cancels a customer's own booking: the stored policy's share of what was paid is refunded
 * (pending until it has gone back), the seats return to the departure.
 */
export async function cancelBooking(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
  mail: MailContext,
  choice: { refundAs: RefundAs; creditPercent: number } = { refundAs: 'cash', creditPercent: 100 },
  now = new Date(),
): Promise<{ booking: Booking; notification: Notification }> {
  const row = await findOwnRow(db, customerId, bookingId)
  const quote = refundQuoteFor(row, await findLedger(db, row.id), now)
  const notification = await db.transaction().execute(async (trx) => {
    const outcome = await cancelInTransaction(trx, row, {
      reason: 'customer',
      refundPercent: quote.refundPercent,
      now,
      ...choice,
    })
    if (!outcome.cancelled) throw new HttpError(409, BOOKING_MESSAGES.alreadyCancelled)
    await bumpCatalogueVersion(trx)
    const stored = await storeNotification(
      trx,
      {
        customerId,
        kind: 'booking-cancelled',
        ...bookingCancelledNotice({
          trip: noticeTripOf(row),
          refundPaise: outcome.refundPaise,
          credit: {
            paise: outcome.creditPaise,
            expiresOn: creditExpiryFrom(indiaCalendarDate(now)),
          },
        }),
      },
      now,
    )
    const { paid } = moneyOf(row, await findLedger(trx, row.id))
    await queueBookingMails(trx, mail, customerId, {
      template: 'booking-cancelled',
      data: {
        booking: mailBookingOf(row),
        paidPaise: paid,
        refundPaise: outcome.refundPaise,
        creditPaise: outcome.creditPaise,
        reason: 'customer',
      },
    } satisfies BookingMailTemplate)
    return stored
  })
  return { booking: await getOwnBooking(db, customerId, bookingId), notification }
}

type BookedPackage = Booking['packageDetails']

export function packageNameOf(row: BookingRow): string {
  return (JSON.parse(row.package_json) as BookedPackage).packageName
}

/** A booking as its mails speak of it. */
export function mailBookingOf(row: BookingRow): MailBooking {
  const { packageSlug } = JSON.parse(row.package_json) as BookedPackage
  return {
    id: row.id,
    ...tripNamesOf(row),
    packageSlug,
    startDate: row.start_date,
    endDate: row.end_date,
    seats: row.number_of_seats,
  }
}

/** A booking as its notifications speak of it. */
export function noticeTripOf(row: BookingRow): NoticeTrip {
  return { ...tripNamesOf(row), startDate: row.start_date }
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
    (row) => CANCELLABLE_STATUSES.includes(row.status) && row.start_date >= today,
  )
  const packageIds = new Set<string>()
  for (const row of upcoming) {
    const quote = refundQuoteFor(row, await findLedger(trx, row.id), now)
    const outcome = await cancelInTransaction(trx, row, {
      reason: 'customer',
      refundPercent: quote.refundPercent,
      now,
    })
    if (outcome.cancelled) packageIds.add(row.package_id)
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

/**
 * Completes or corrects the travellers of a customer's own booking, one per seat, until
 * TRAVELLER_DETAILS_LOCK_DAYS before departure.
 */
export async function updateOwnTravellers(
  db: Kysely<Database>,
  customerId: string,
  bookingId: string,
  body: TravellersBody,
  now = new Date(),
): Promise<Booking> {
  const row = await findOwnRow(db, customerId, bookingId)
  const booking = toBooking(row, await findLedger(db, row.id), now)
  if (!isActive(row.status)) throw new HttpError(409, BOOKING_MESSAGES.travellersCancelled)
  if (!booking.travellersEditable)
    throw new HttpError(409, BOOKING_MESSAGES.travellersLocked(TRAVELLER_DETAILS_LOCK_DAYS))
  if (body.travellers.length !== row.number_of_seats) {
    throw new HttpError(400, API_MESSAGES.invalidInput, [
      { path: 'travellers', message: BOOKING_MESSAGES.travellersCount(row.number_of_seats) },
    ])
  }
  await updateTravellers(db, row.id, JSON.stringify(body.travellers))
  return getOwnBooking(db, customerId, bookingId)
}
