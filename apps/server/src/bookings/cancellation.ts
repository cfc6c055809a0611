import type { Kysely } from 'kysely'
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
): Promise<{ cancelled: boolean; refundPaise: number }> {
  await lockBooking(trx, row.id)
  const ledger = await findLedger(trx, row.id)
  const payments = ledger.payments.map(toLedgerPayment)
  const refunds = ledger.refunds.map(toLedgerRefund)
  // Read under the lock: a payment that lands during the cancellation is refunded by its share too.
  const refundPaise = Math.floor((refundable(payments, refunds) * change.refundPercent) / 100)
  const at = change.now.toISOString()
  const cancelled = await markCancelled(trx, row.id, {
    reason: change.reason,
    refundPaise,
    at,
    from: change.from ?? CANCELLABLE_STATUSES,
  })
  if (!cancelled) return { cancelled: false, refundPaise: 0 }
  await returnSeats(trx, row.batch_id, row.number_of_seats)
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
  // Read under the lock too: only a booking invoiced by now gets a credit note.
  if (refundPaise > 0) await issueCreditNoteInTransaction(trx, row.id, refundPaise, change.now)
  return { cancelled: true, refundPaise }
}
