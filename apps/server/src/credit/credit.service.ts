import {
  creditExpiryFrom,
  type CreditKind,
  type CreditSummary,
  type GrantCreditBody,
} from '@trippy/contracts'
import { CREDIT_MESSAGES } from '@trippy/contracts/api-messages'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import { toPaise, toRupees } from '@trippy/contracts/money'
import type { Kysely } from 'kysely'
import { findCustomerById } from '../customers/index.ts'
import { newId, type Database } from '../db/index.ts'
import { HttpError } from '../http-error.ts'
import { findLedger, insertPayment, insertRefund } from '../ledger/index.ts'
import { creditSpent } from './credit.ts'
import {
  findCreditEntriesOf,
  findCreditOfBooking,
  findLiveLots,
  insertCreditEntry,
  takeFromLot,
} from './credit.repository.ts'

export { CREDIT_MESSAGES }

/** Credit given back for a cancelled booking stays spendable at least this long. */
export const RETURNED_CREDIT_MIN_DAYS = 30

/** What the customer's ledger holds: spendable credit today, its next expiry, every entry. */
export async function getCredit(
  db: Kysely<Database>,
  customerId: string,
  now = new Date(),
): Promise<CreditSummary> {
  const today = indiaCalendarDate(now)
  const rows = await findCreditEntriesOf(db, customerId)
  const live = rows.filter((row) => row.remaining_paise > 0 && row.expires_on >= today)
  const balance = live.reduce((total, row) => total + row.remaining_paise, 0)
  const nearest = live.map((row) => row.expires_on).sort()[0]
  return {
    balance: toRupees(balance),
    nearestExpiry: nearest
      ? {
          date: nearest,
          amount: toRupees(
            live
              .filter((row) => row.expires_on === nearest)
              .reduce((total, row) => total + row.remaining_paise, 0),
          ),
        }
      : null,
    entries: rows.map((row) => ({
      amount: toRupees(row.amount_paise),
      kind: row.kind as CreditKind,
      reason: row.reason,
      bookingId: row.booking_id,
      expiresOn: row.expires_on,
      createdAt: row.created_at,
      expired: row.expires_on < today,
    })),
  }
}

/** Spendable credit in paise (for checks inside a transaction). */
export async function creditBalance(
  db: Kysely<Database>,
  customerId: string,
  now = new Date(),
): Promise<number> {
  const lots = await findLiveLots(db, customerId, indiaCalendarDate(now))
  return lots.reduce((total, lot) => total + lot.remaining_paise, 0)
}

/**
 * In the booking's transaction: spends the customer's credit on up to `duePaise`, earliest
 * expiry first, and records what it spent as one captured payment of method `credit`. Answers
 * the paise spent (0 without credit). Each lot is taken with a guarded update, so two bookings
 * at once never spend the same credit: the second finds less left and answers 409.
 */
export async function spendCreditInTransaction(
  trx: Kysely<Database>,
  spend: { customerId: string; bookingId: string; duePaise: number; now: Date },
): Promise<number> {
  const at = spend.now.toISOString()
  let left = spend.duePaise
  for (const lot of await findLiveLots(trx, spend.customerId, indiaCalendarDate(spend.now))) {
    if (left <= 0) break
    const take = Math.min(left, lot.remaining_paise)
    if (!(await takeFromLot(trx, lot.id, take))) throw new HttpError(409, CREDIT_MESSAGES.changed)
    await insertCreditEntry(trx, {
      id: newId(),
      customer_id: spend.customerId,
      amount_paise: -take,
      remaining_paise: 0,
      kind: 'spent',
      reason: `Spent on booking ${spend.bookingId}`,
      booking_id: spend.bookingId,
      source_id: lot.id,
      expires_on: lot.expires_on,
      created_at: at,
      created_by: null,
      reminded_at: null,
    })
    left -= take
  }
  const spent = spend.duePaise - left
  if (spent > 0) {
    await insertPayment(trx, {
      id: newId(),
      booking_id: spend.bookingId,
      amount_paise: spent,
      method: 'credit',
      reference: 'Trek credit',
      status: 'captured',
      received_at: at,
      recorded_by: 'credit',
      gateway_order_id: null,
      gateway_payment_id: null,
      created_at: at,
    })
  }
  return spent
}

/** Gives a customer credit valid 12 months from today (India), in the caller's transaction. */
export async function giveCreditInTransaction(
  trx: Kysely<Database>,
  credit: {
    customerId: string
    amountPaise: number
    kind: Exclude<CreditKind, 'spent'>
    reason: string
    bookingId: string | null
    now: Date
    createdBy?: string | null
    expiresOn?: string
  },
): Promise<void> {
  if (credit.amountPaise <= 0) return
  await insertCreditEntry(trx, {
    id: newId(),
    customer_id: credit.customerId,
    amount_paise: credit.amountPaise,
    remaining_paise: credit.amountPaise,
    kind: credit.kind,
    reason: credit.reason,
    booking_id: credit.bookingId,
    source_id: null,
    expires_on: credit.expiresOn ?? creditExpiryFrom(indiaCalendarDate(credit.now)),
    created_at: credit.now.toISOString(),
    created_by: credit.createdBy ?? null,
    reminded_at: null,
  })
}

/**
 * In a cancellation's transaction (the booking's row lock held): the credit spent on the booking
 * comes back as credit, whatever the refund policy or the cancellation's reason, with the expiry
 * it had (at least RETURNED_CREDIT_MIN_DAYS from today). The credit payments get refund rows,
 * processed at once, so the ledger never owes that money back in cash. Answers the paise returned.
 */
export async function returnSpentCreditInTransaction(
  trx: Kysely<Database>,
  booking: { customerId: string; bookingId: string; now: Date },
): Promise<number> {
  const at = booking.now.toISOString()
  const earliest = addDays(indiaCalendarDate(booking.now), RETURNED_CREDIT_MIN_DAYS)
  const entries = await findCreditOfBooking(trx, booking.bookingId)
  const returned = new Set(entries.filter((e) => e.kind === 'returned').map((e) => e.source_id))
  let total = 0
  for (const spend of entries.filter((e) => e.kind === 'spent' && !returned.has(e.id))) {
    const amount = -spend.amount_paise
    await insertCreditEntry(trx, {
      id: newId(),
      customer_id: booking.customerId,
      amount_paise: amount,
      remaining_paise: amount,
      kind: 'returned',
      reason: `Given back: booking ${booking.bookingId} cancelled`,
      booking_id: booking.bookingId,
      source_id: spend.id,
      expires_on: spend.expires_on > earliest ? spend.expires_on : earliest,
      created_at: at,
      created_by: null,
      reminded_at: null,
    })
    total += amount
  }
  if (total === 0) return 0
  const ledger = await findLedger(trx, booking.bookingId)
  let left = Math.min(
    total,
    creditSpent(
      ledger.payments.map((p) => ({ ...p, amountPaise: p.amount_paise })),
      ledger.refunds.map((r) => ({ ...r, paymentId: r.payment_id, amountPaise: r.amount_paise })),
    ),
  )
  for (const payment of ledger.payments.filter(
    (p) => p.method === 'credit' && p.status === 'captured',
  )) {
    if (left <= 0) break
    const back = ledger.refunds
      .filter((r) => r.payment_id === payment.id)
      .reduce((sum, r) => sum + r.amount_paise, 0)
    const part = Math.min(left, payment.amount_paise - back)
    if (part <= 0) continue
    await insertRefund(trx, {
      id: newId(),
      booking_id: booking.bookingId,
      payment_id: payment.id,
      amount_paise: part,
      status: 'processed',
      reference: 'Trek credit',
      gateway_refund_id: null,
      created_at: at,
      processed_at: at,
    })
    left -= part
  }
  return total
}

/** Staff give a customer credit, valid 12 months; `alongside` writes the audit row with it. */
export async function grantCredit(
  db: Kysely<Database>,
  customerId: string,
  body: GrantCreditBody,
  staffId: string,
  alongside: (trx: Kysely<Database>) => Promise<void>,
  now = new Date(),
): Promise<CreditSummary> {
  const customer = await findCustomerById(db, customerId)
  if (!customer) throw new HttpError(404, CREDIT_MESSAGES.customerNotFound)
  await db.transaction().execute(async (trx) => {
    await giveCreditInTransaction(trx, {
      customerId,
      amountPaise: toPaise(body.amount),
      kind: 'granted',
      reason: body.reason,
      bookingId: null,
      now,
      createdBy: staffId,
    })
    await alongside(trx)
  })
  return getCredit(db, customerId, now)
}
