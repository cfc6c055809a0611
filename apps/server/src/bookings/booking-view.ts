import type { Booking, Traveller } from '@trippy/contracts'
import { indiaCalendarDate } from '@trippy/contracts/calendar'
import { toRupees } from '@trippy/contracts/money'
import { lastTravellerEditDate, travellersMissing } from '@trippy/contracts/travellers'
import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import {
  amountDue,
  amountOverpaid,
  amountPaid,
  findLedgers,
  type PaymentRow,
  type RefundRow,
  toLedgerPayment,
  toLedgerRefund,
} from '../ledger/index.ts'
import { isActive } from './booking-status.ts'
import type { BookingRow } from './bookings.repository.ts'
import type { RefundPolicy } from './cancellation-refund-policy.ts'

export type Ledger = { payments: PaymentRow[]; refunds: RefundRow[] }

/** Paid, owed, and received beyond the total (owed back), in paise, from the booking's ledger. */
export function moneyOf(row: BookingRow, ledger: Ledger) {
  const payments = ledger.payments.map(toLedgerPayment)
  const refunds = ledger.refunds.map(toLedgerRefund)
  const paid = amountPaid(payments, refunds)
  const due = amountDue(
    { status: row.status, payablePaise: row.payable_paise, totalPaise: row.total_paise },
    paid,
  )
  const overpaid = amountOverpaid(
    { status: row.status, totalPaise: row.total_paise },
    payments,
    refunds,
  )
  return { paid, due, overpaid }
}

/** Bookings as the API shows them, each with its ledger (two queries for any number). */
export async function withLedgers(
  db: Kysely<Database>,
  rows: BookingRow[],
  now = new Date(),
): Promise<Booking[]> {
  const ledgers = await findLedgers(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) =>
    toBooking(row, ledgers.get(row.id) ?? { payments: [], refunds: [] }, now),
  )
}

export function toBooking(row: BookingRow, ledger: Ledger, now = new Date()): Booking {
  const policy = JSON.parse(row.refund_policy_json) as RefundPolicy
  const details = JSON.parse(row.customer_details_json) as Booking['customerDetails']
  const travellers = JSON.parse(row.travellers_json) as Traveller[]
  const { paid, due } = moneyOf(row, ledger)
  const today = indiaCalendarDate(now)
  const live = isActive(row.status)
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
      promoCode: row.promo_code,
      discount: toRupees(row.discount_paise),
      gst: toRupees(row.gst_paise),
      total: toRupees(row.total_paise),
      payableAmount: toRupees(row.payable_paise),
      remainingAmount: toRupees(row.remaining_paise),
      remainingDueDate: row.remaining_due_date,
      amountPaid: toRupees(paid),
    },
    addons: JSON.parse(row.addons_json) as Booking['addons'],
    customerDetails: { ...details, specialRequirements: details.specialRequirements ?? '' },
    metadata: {
      bookingDate: row.booked_at,
      status: row.status,
      source: 'website',
    },
    refundPolicy: policy.name,
    ...(row.refund_paise !== null ? { refundAmount: toRupees(row.refund_paise) } : {}),
    ...(row.cancelled_at ? { cancelledAt: row.cancelled_at } : {}),
    amountPaid: toRupees(paid),
    amountDue: toRupees(due),
    balanceDueDate: row.remaining_due_date,
    balanceOverdue:
      row.status === 'confirmed' &&
      due > 0 &&
      row.remaining_due_date !== null &&
      today > row.remaining_due_date,
    holdExpiresAt: row.status === 'pending' ? row.hold_expires_at : null,
    cancelReason: row.cancel_reason,
    // Gateway orders nobody paid are not money; the traveller sees what was received or failed.
    payments: ledger.payments
      .filter((payment) => payment.status !== 'created')
      .map((payment) => ({
        _id: payment.id,
        amount: toRupees(payment.amount_paise),
        method: payment.method as Booking['payments'][number]['method'],
        reference: payment.reference,
        status: payment.status,
        receivedAt: payment.received_at,
        recordedBy: payment.recorded_by,
      })),
    refunds: ledger.refunds.map((refund) => ({
      _id: refund.id,
      amount: toRupees(refund.amount_paise),
      status: refund.status,
      reference: refund.reference,
      createdAt: refund.created_at,
      processedAt: refund.processed_at,
      throughGateway: refund.payment_id !== null,
    })),
    travellers,
    travellersMissing: travellersMissing(travellers, row.number_of_seats),
    travellersRequired: row.travellers_required === 1,
    travellersEditable: live && today <= lastTravellerEditDate(row.start_date),
    invoiceNumber: row.invoice_number,
  }
}
