import type { Notification } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { spendCreditInTransaction } from '../credit/index.ts'
import { queueBookingMails } from '../customers/index.ts'
import type { Database } from '../db/index.ts'
import { issueInvoiceInTransaction } from '../invoices/index.ts'
import type { MailContext } from '../mail/index.ts'
import { bookingConfirmedNotice, storeNotification } from '../notifications/index.ts'
import { markConfirmed } from './bookings.repository.ts'
import type { BookingsTable } from './bookings.tables.ts'
import type { BookingMailTemplate } from './mails/booking-templates.ts'
import { tripNamesOf } from './trip-names.ts'

/**
 * In the transaction that writes a new booking: spends the customer's trek credit on what is due
 * now (the advance or the whole). When the credit covers it, the booking is confirmed there and
 * then, invoiced (full price and GST) and the confirmation sent, with no gateway; otherwise the
 * rest is paid as usual. Answers the paise spent and, when confirmed, the notification.
 */
export async function payWithCreditInTransaction(
  trx: Kysely<Database>,
  row: BookingsTable,
  mail: MailContext,
  now: Date,
): Promise<{ spentPaise: number; notification: Notification | null }> {
  const spentPaise = await spendCreditInTransaction(trx, {
    customerId: row.customer_id,
    bookingId: row.id,
    duePaise: row.payable_paise,
    now,
  })
  if (spentPaise < row.payable_paise) return { spentPaise, notification: null }
  await markConfirmed(trx, row.id)
  await issueInvoiceInTransaction(trx, row.id, now)
  const { packageSlug } = JSON.parse(row.package_json) as { packageSlug: string }
  const names = tripNamesOf(row)
  const balance = row.total_paise - spentPaise
  const notification = await storeNotification(
    trx,
    {
      customerId: row.customer_id,
      kind: 'booking-confirmed',
      ...bookingConfirmedNotice({
        trip: { ...names, startDate: row.start_date },
        paidBy: 'credit',
        paidPaise: spentPaise,
        balance: { paise: balance, dueDate: row.remaining_due_date },
      }),
    },
    now,
  )
  await queueBookingMails(trx, mail, row.customer_id, {
    template: 'booking-confirmed',
    data: {
      booking: {
        id: row.id,
        ...names,
        packageSlug,
        startDate: row.start_date,
        endDate: row.end_date,
        seats: row.number_of_seats,
      },
      receivedPaise: spentPaise,
      paidPaise: spentPaise,
      totalPaise: row.total_paise,
      balanceDueDate: row.remaining_due_date,
      invoiceAttached: mail.attachments.has('invoice'),
    },
  } satisfies BookingMailTemplate)
  return { spentPaise, notification }
}
