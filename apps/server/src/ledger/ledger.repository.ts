import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import type { LedgerPayment, LedgerRefund } from './ledger.ts'
import type { PaymentsTable, RefundsTable } from './ledger.tables.ts'

export type PaymentRow = PaymentsTable
export type RefundRow = RefundsTable

/** The payments and refunds of some bookings, oldest first, grouped by booking. */
export async function findLedgers(
  db: Kysely<Database>,
  bookingIds: string[],
): Promise<Map<string, { payments: PaymentRow[]; refunds: RefundRow[] }>> {
  const ledgers = new Map<string, { payments: PaymentRow[]; refunds: RefundRow[] }>()
  if (bookingIds.length === 0) return ledgers
  for (const id of bookingIds) ledgers.set(id, { payments: [], refunds: [] })
  const [payments, refunds] = await Promise.all([
    db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', 'in', bookingIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('refunds')
      .selectAll()
      .where('booking_id', 'in', bookingIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ])
  for (const payment of payments) ledgers.get(payment.booking_id)?.payments.push(payment)
  for (const refund of refunds) ledgers.get(refund.booking_id)?.refunds.push(refund)
  return ledgers
}

export async function findLedger(db: Kysely<Database>, bookingId: string) {
  return (await findLedgers(db, [bookingId])).get(bookingId) ?? { payments: [], refunds: [] }
}

export function toLedgerPayment(row: PaymentRow): LedgerPayment {
  return {
    id: row.id,
    amountPaise: row.amount_paise,
    status: row.status,
    method: row.method,
    gatewayPaymentId: row.gateway_payment_id,
    createdAt: row.created_at,
  }
}

export function toLedgerRefund(row: RefundRow): LedgerRefund {
  return { paymentId: row.payment_id, amountPaise: row.amount_paise, status: row.status }
}

export async function insertPayment(db: Kysely<Database>, row: PaymentRow): Promise<void> {
  await db.insertInto('payments').values(row).execute()
}

export function findPaymentByOrderId(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('gateway_order_id', '=', orderId)
    .executeTakeFirst()
}

/** The payment recorded for this gateway payment id: one row per id, whatever its order. */
export function findPaymentByGatewayId(db: Kysely<Database>, gatewayPaymentId: string) {
  return db
    .selectFrom('payments')
    .select('id')
    .where('gateway_payment_id', '=', gatewayPaymentId)
    .executeTakeFirst()
}

/** An unpaid gateway order of this booking for this amount, to reuse instead of a new one. */
export function findOpenOrder(
  db: Kysely<Database>,
  bookingId: string,
  amountPaise: number,
  createdAfter: string,
) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'created')
    .where('amount_paise', '=', amountPaise)
    .where('gateway_order_id', 'is not', null)
    .where('created_at', '>', createdAfter)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
}

/** Marks a gateway payment captured unless it already is; returns whether this call did. */
export async function markCaptured(
  db: Kysely<Database>,
  paymentId: string,
  gatewayPaymentId: string,
  amountPaise: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: 'captured',
      gateway_payment_id: gatewayPaymentId,
      reference: gatewayPaymentId,
      amount_paise: amountPaise,
      received_at: at,
    })
    .where('id', '=', paymentId)
    .where('status', '!=', 'captured')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function markFailed(db: Kysely<Database>, paymentId: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'failed' })
    .where('id', '=', paymentId)
    .where('status', '=', 'created')
    .execute()
}

export async function insertRefund(db: Kysely<Database>, row: RefundRow): Promise<void> {
  await db.insertInto('refunds').values(row).execute()
}

export function findRefund(db: Kysely<Database>, refundId: string) {
  return db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirst()
}

export function findRefundByGatewayId(db: Kysely<Database>, gatewayRefundId: string) {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('gateway_refund_id', '=', gatewayRefundId)
    .executeTakeFirst()
}

/** Pending refunds owed through the gateway that it has not accepted yet (it failed, or was down). */
export function findRefundsAwaitingGateway(db: Kysely<Database>, limit = 50) {
  return db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .selectAll('refunds')
    .select('payments.gateway_payment_id')
    .where('refunds.status', '=', 'pending')
    .where('refunds.gateway_refund_id', 'is', null)
    .where('payments.gateway_payment_id', 'is not', null)
    .orderBy('refunds.created_at')
    .limit(limit)
    .execute()
}

export async function setGatewayRefundId(
  db: Kysely<Database>,
  refundId: string,
  gatewayRefundId: string,
): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ gateway_refund_id: gatewayRefundId, reference: gatewayRefundId })
    .where('id', '=', refundId)
    .where('gateway_refund_id', 'is', null)
    .execute()
}

/** Marks a refund processed unless it already is; returns whether this call did. */
export async function markRefundProcessed(
  db: Kysely<Database>,
  refundId: string,
  reference: string | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set((eb) => ({
      status: 'processed',
      processed_at: at,
      reference: reference === null ? eb.ref('reference') : eb.val(reference),
    }))
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Records a gateway event id; false when it was already recorded (a replay or a redelivery). */
export async function recordEventOnce(
  db: Kysely<Database>,
  eventId: string,
  event: string,
  at: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values({ event_id: eventId, event, received_at: at })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .returning('event_id')
    .execute()
  return inserted.length === 1
}
