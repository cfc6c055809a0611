import { CONSOLE_BOOKING_MESSAGES, type ConsoleCustomerDetail } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/index.ts'
import { HttpError } from '../../http-error.ts'
import { customerBookings } from '../bookings/console-bookings.service.ts'
import { leadsOfCustomer } from '../leads/console-leads.service.ts'

/** One customer as the console sees them: the account, every booking, and their leads. */
export async function customerPage(
  db: Kysely<Database>,
  customerId: string,
): Promise<ConsoleCustomerDetail> {
  const customer = await db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!customer) throw new HttpError(404, CONSOLE_BOOKING_MESSAGES.customerNotFound)
  const [bookings, leads, subscriber] = await Promise.all([
    customerBookings(db, customerId),
    leadsOfCustomer(db, customerId),
    customer.email
      ? db
          .selectFrom('newsletter_subscribers')
          .select('status')
          .where('email', '=', customer.email)
          .executeTakeFirst()
      : undefined,
  ])
  return {
    _id: customer.id,
    name: `${customer.first_name} ${customer.last_name}`.trim(),
    email: customer.email,
    phone: customer.phone,
    state: customer.state || null,
    createdAt: customer.created_at,
    emailVerified: customer.email_verified_at !== null,
    newsletter: subscriber?.status === 'confirmed',
    bookings,
    leads,
  }
}
