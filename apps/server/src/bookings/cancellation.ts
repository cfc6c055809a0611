import type { RefundAs } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import {
  creditFor,
  giveCreditInTransaction,
  moneyPart,
  returnSpentCreditInTransaction,
} from '../credit/index.ts'
import { newId, type Database } from '../db/index.ts'
import { issueCreditNoteInTransaction } from '../invoices/index.ts'
import {
  allocateRefund,
  refundable,
  findLedger,
  insertRefund,
  toLedgerPayment,
  toLedgerRefund,
} from '../ledger/index.ts'
import { releasePromoInTransaction } from '../promo-codes/index.ts'
import { type BookingStatus, CANCELLABLE_STATUSES, type CancelReason } from './booking-status.ts'
import { type BookingRow, lockBooking, markCancelled, returnSeats } from './bookings.repository.ts'
import { seatsReturned } from './seat-hooks.ts'

export type CancelChange = {
  reason: CancelReason
  /** The share of what was received (and not refunded yet) that goes back, 0–100. */
  refundPercent: number
  /** Statuses it may be cancelled from (expiry: only 'pending'). */
  from?: readonly BookingStatus[]
  now: Date
  /** 'credit': no money goes back; trek credit worth `creditPercent` of what was paid instead. */
  refundAs?: RefundAs
  creditPercent?: number
}

/**
 * In the caller's transaction: cancels the booking if it is still in a cancellable status, puts
 * its seats back and writes the refund as pending ledger rows (through the gateway payments it
 * came from, the rest by hand). False when something else cancelled or moved it first.
 */
export async function cancelInTransaction(
  trx: Kysely<Database>,
  row: BookingRow,
  change: CancelChange,
): Promise<{ cancelled: boolean; refundPaise: number; creditPaise: number }> {
  await lockBooking(trx, row.id)
  const ledger = await findLedger(trx, row.id)
  // Credit spent on the booking never goes back as money (it comes back as credit below).
  const { payments, refunds } = moneyPart(
    ledger.payments.map(toLedgerPayment),
    ledger.refunds.map(toLedgerRefund),
  )
  // Read under the lock: a payment that lands during the cancellation is refunded by its share too.
  const money = refundable(payments, refunds)
  const toCredit = change.refundAs === 'credit'
  const refundPaise = toCredit ? 0 : Math.floor((money * change.refundPercent) / 100)
  const at = change.now.toISOString()
  const cancelled = await markCancelled(trx, row.id, {
    reason: change.reason,
    refundPaise,
    at,
    from: change.from ?? CANCELLABLE_STATUSES,
  })
  if (!cancelled) return { cancelled: false, refundPaise: 0, creditPaise: 0 }
  await returnSeats(trx, row.batch_id, row.number_of_seats)
  await releasePromoInTransaction(trx, row.id, change.now)
  await seatsReturned(trx, row.batch_id, change.now)
  for (const part of allocateRefund(refundPaise, payments, refunds)) {
    await insertRefund(trx, {
      id: newId(),
      booking_id: row.id,
      payment_id: part.paymentId,
      amount_paise: part.amountPaise,
      status: 'pending',
      reference: null,
      gateway_refund_id: null,
      created_at: at,
      processed_at: null,
    })
  }
  const earnedPaise = toCredit ? creditFor(money, change.creditPercent ?? 100) : 0
  await giveCreditInTransaction(trx, {
    customerId: row.customer_id,
    amountPaise: earnedPaise,
    kind: 'cancellation',
    reason: `Booking ${row.id} cancelled for trek credit`,
    bookingId: row.id,
    now: change.now,
  })
  const returnedPaise = await returnSpentCreditInTransaction(trx, {
    customerId: row.customer_id,
    bookingId: row.id,
    now: change.now,
  })
  const creditPaise = earnedPaise + returnedPaise
  // Read under the lock too: only a booking invoiced by now gets a credit note.
  if (refundPaise + creditPaise > 0)
    await issueCreditNoteInTransaction(
      trx,
      row.id,
      refundPaise + creditPaise,
      change.now,
      toCredit ? 'Trek credit on cancellation' : undefined,
    )
  return { cancelled: true, refundPaise, creditPaise }
}
