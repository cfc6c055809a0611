import type { BookingHistoryEntry, LedgerPaymentMethod } from '@trippy/contracts'
import { addDays, indiaMidnight } from '@trippy/contracts/calendar'
import { formatInr, toRupees } from '@trippy/contracts/money'
import type { Kysely } from 'kysely'
import type { BookingRow } from '../../bookings/index.ts'
import type { Database } from '../../db/index.ts'

const METHOD_NAMES: Record<LedgerPaymentMethod, string> = {
  razorpay: 'Razorpay',
  upi: 'UPI',
  bank_transfer: 'bank transfer',
  cash: 'cash',
  card: 'card',
  credit: 'trek credit',
}

const CANCELLED_BECAUSE: Record<string, string> = {
  customer: 'Cancelled by the traveller',
  operator: 'Cancelled by the operator',
  expired: 'The hold expired before it was paid; the seats went back on sale',
  'departure-cancelled': 'Cancelled with its departure',
}

/** Console writes about a booking's departure, as a line of the booking's history. */
const DEPARTURE_ACTIONS: Record<
  string,
  (after: Record<string, unknown>) => [string, string | null]
> = {
  'departure.updated': (after) => [
    'Departure changed',
    typeof after.seats === 'number' ? `${after.seats} seats` : null,
  ],
  'departure.messaged': (after) => [
    'Message sent to everyone on the departure',
    typeof after.title === 'string' ? after.title : null,
  ],
  'booking.trip-pass-reissued': () => ['New trip pass link issued; the old one ended', null],
}

type AuditRow = {
  at: string
  action: string
  entity: string
  entity_id: string
  after_json: string | null
  staff_name: string
}

/**
 * A booking's life, oldest first, from what is stored: the booking row, its ledger, its invoices
 * and the console's audit log (who recorded a payment, cancelled it, marked a refund paid, or
 * wrote to its departure). Nothing extra is kept to tell it.
 */
export async function bookingHistory(
  db: Kysely<Database>,
  booking: BookingRow,
): Promise<BookingHistoryEntry[]> {
  const [payments, refunds, invoices] = await Promise.all([
    db
      .selectFrom('payments')
      .leftJoin('staff', 'staff.id', 'payments.recorded_by')
      .selectAll('payments')
      .select('staff.name as staff_name')
      .where('payments.booking_id', '=', booking.id)
      .orderBy('payments.created_at')
      .execute(),
    db
      .selectFrom('refunds')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('invoices')
      .select(['kind', 'number', 'issued_at'])
      .where('booking_id', '=', booking.id)
      .execute(),
  ])
  const audit: AuditRow[] = await db
    .selectFrom('audit_log')
    .innerJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select([
      'audit_log.at',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.after_json',
      'staff.name as staff_name',
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('audit_log.entity', '=', 'booking'),
          eb('audit_log.entity_id', '=', booking.id),
        ]),
        eb.and([
          eb('audit_log.entity', '=', 'departure'),
          eb('audit_log.entity_id', '=', booking.batch_id),
        ]),
        ...(refunds.length > 0
          ? [
              eb.and([
                eb('audit_log.entity', '=', 'refund'),
                eb(
                  'audit_log.entity_id',
                  'in',
                  refunds.map((refund) => refund.id),
                ),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('audit_log.at')
    .execute()
  const who = (action: string, entityId?: string) =>
    audit.find((row) => row.action === action && (!entityId || row.entity_id === entityId))
      ?.staff_name ?? null

  const details = JSON.parse(booking.customer_details_json) as { fullName?: string }
  const inr = (paise: number) => formatInr(toRupees(paise))
  const history: BookingHistoryEntry[] = [
    {
      at: booking.booked_at,
      title: 'Booked on the website',
      detail: `${booking.number_of_seats} ${booking.number_of_seats === 1 ? 'seat' : 'seats'}, ${booking.payment_type === 'advance' ? '25 % advance' : 'full payment'}, total ${inr(booking.total_paise)}`,
      by: details.fullName ?? null,
    },
  ]

  let received = 0
  let confirmed = false
  for (const payment of payments) {
    const method = METHOD_NAMES[payment.method as LedgerPaymentMethod] ?? payment.method
    if (payment.status === 'failed') {
      history.push({
        at: payment.created_at,
        title: 'A payment failed',
        detail: `${inr(payment.amount_paise)} through ${method}`,
        by: null,
      })
      continue
    }
    if (payment.status !== 'captured' || !payment.received_at) continue
    history.push({
      at: payment.received_at,
      title: 'Payment received',
      detail: `${inr(payment.amount_paise)} by ${method}${payment.reference ? `, reference ${payment.reference}` : ''}`,
      by: payment.recorded_by === 'razorpay' ? 'Razorpay' : (payment.staff_name ?? null),
    })
    received += payment.amount_paise
    if (!confirmed && received >= booking.payable_paise) {
      confirmed = true
      history.push({
        at: payment.received_at,
        title: 'Booking confirmed',
        detail: null,
        by: null,
      })
    }
  }
  const documents = (kind: 'invoice' | 'credit-note', title: string) => {
    for (const invoice of invoices.filter((row) => row.kind === kind))
      history.push({ at: invoice.issued_at, title, detail: invoice.number, by: null })
  }
  documents('invoice', 'Tax invoice issued')
  if (booking.cancelled_at) {
    const reason = booking.cancel_reason ?? 'customer'
    history.push({
      at: booking.cancelled_at,
      title: CANCELLED_BECAUSE[reason] ?? 'Cancelled',
      detail: booking.refund_paise ? `Refund due ${inr(booking.refund_paise)}` : null,
      by:
        reason === 'customer'
          ? (details.fullName ?? null)
          : reason === 'operator'
            ? who('booking.cancelled')
            : reason === 'departure-cancelled'
              ? who('departure.cancelled')
              : null,
    })
  } else if (booking.status === 'completed') {
    history.push({
      // The trip ended with its last day (India time).
      at: new Date(indiaMidnight(addDays(booking.end_date, 1)).getTime() - 1).toISOString(),
      title: 'Trip completed',
      detail: null,
      by: null,
    })
  }
  for (const refund of refunds) {
    history.push({
      at: refund.created_at,
      title: 'Refund started',
      detail: `${inr(refund.amount_paise)} ${refund.payment_id ? 'back through Razorpay' : 'to be paid back by hand'}`,
      by: null,
    })
    if (refund.status === 'processed' && refund.processed_at) {
      history.push({
        at: refund.processed_at,
        title: 'Refund processed',
        detail: `${inr(refund.amount_paise)}${refund.reference ? `, reference ${refund.reference}` : ''}`,
        by: refund.payment_id ? 'Razorpay' : who('refund.processed', refund.id),
      })
    }
  }
  // After the cancellation and refund it goes with, when they share a moment.
  documents('credit-note', 'Credit note issued')
  for (const row of audit) {
    const describe = DEPARTURE_ACTIONS[row.action]
    if (!describe) continue
    const after = row.after_json ? (JSON.parse(row.after_json) as Record<string, unknown>) : {}
    const [title, detail] = describe(after)
    history.push({ at: row.at, title, detail, by: row.staff_name })
  }
  // Stable: events of the same moment keep the order they were added in (paid, then confirmed).
  // Nothing comes before the booking: a payment recorded by its date alone (midnight) shows that
  // date but sorts after the booking made later that day.
  const key = (entry: BookingHistoryEntry) =>
    entry.at < booking.booked_at ? booking.booked_at : entry.at
  return history.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
}
