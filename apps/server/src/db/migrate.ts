import { type Kysely, sql } from 'kysely'
import { type Migration, Migrator } from 'kysely/migration'
import type { DatabaseKind } from './database.ts'
import * as createCatalogue from './migrations/2026-11-22-01-create-catalogue.ts'
import * as createNewsletter from './migrations/2026-11-22-02-create-newsletter.ts'
import * as createMailOutbox from './migrations/2026-11-22-03-create-mail-outbox.ts'
import * as createCustomers from './migrations/2026-11-22-04-create-customers.ts'
import * as createLeads from './migrations/2026-11-22-05-create-leads.ts'
import * as createSearchAndCurrency from './migrations/2026-11-22-06-create-search-and-currency.ts'
import * as createBookings from './migrations/2026-11-22-07-create-bookings.ts'
import * as createScheduledJobs from './migrations/2026-11-23-05-create-scheduled-jobs.ts'
import * as mailClaimedAt from './migrations/2026-11-23-06-mail-claimed-at.ts'
import * as countLoginAttempts from './migrations/2026-11-23-07-count-login-attempts.ts'
import * as paymentsLedger from './migrations/2026-11-23-08-payments-ledger.ts'
import * as passwordResetTokens from './migrations/2026-11-23-09-password-reset-tokens.ts'
import * as createStaff from './migrations/2026-11-23-10-create-staff.ts'
import * as invoices from './migrations/2026-11-23-11-invoices.ts'
import * as mailHtml from './migrations/2026-11-23-12-mail-html.ts'
import * as consoleDesk from './migrations/2026-11-23-13-console-desk.ts'
import * as emailVerificationNewsletter from './migrations/2026-11-23-14-email-verification-newsletter.ts'
import * as packageImages from './migrations/2026-11-23-15-package-images.ts'
import * as bookingsCustomerStatus from './migrations/2026-11-27-01-bookings-customer-status.ts'
import * as mailTemplates from './migrations/2026-11-28-01-mail-templates.ts'
import * as mailPriority from './migrations/2026-11-29-01-mail-priority.ts'
import * as staffTotp from './migrations/2026-11-29-02-staff-totp.ts'
import * as staffSessionsPayments from './migrations/2026-11-29-03-staff-sessions-payments.ts'
import * as promoCodes from './migrations/2026-11-30-01-promo-codes.ts'
import * as readiness from './migrations/2026-11-30-06-readiness.ts'
import * as trekCredit from './migrations/2026-11-30-02-trek-credit.ts'
import * as waitlist from './migrations/2026-11-30-03-waitlist.ts'
import * as reviews from './migrations/2026-11-30-04-reviews.ts'
import * as tripPass from './migrations/2026-11-30-05-trip-pass.ts'
import * as packageHindi from './migrations/2026-12-01-01-package-hindi.ts'
import * as customerLanguage from './migrations/2026-12-01-02-customer-language.ts'
import * as notificationHindi from './migrations/2026-12-02-01-notification-hindi.ts'

// Listed by hand so no directory scan is needed; names sort by date.
const migrations: Record<string, Migration> = {
  '2026-11-22-01-create-catalogue': createCatalogue,
  '2026-11-22-02-create-newsletter': createNewsletter,
  '2026-11-22-03-create-mail-outbox': createMailOutbox,
  '2026-11-22-04-create-customers': createCustomers,
  '2026-11-22-05-create-leads': createLeads,
  '2026-11-22-06-create-search-and-currency': createSearchAndCurrency,
  '2026-11-22-07-create-bookings': createBookings,
  '2026-11-23-05-create-scheduled-jobs': createScheduledJobs,
  '2026-11-23-06-mail-claimed-at': mailClaimedAt,
  '2026-11-23-07-count-login-attempts': countLoginAttempts,
  '2026-11-23-08-payments-ledger': paymentsLedger,
  '2026-11-23-09-password-reset-tokens': passwordResetTokens,
  '2026-11-23-10-create-staff': createStaff,
  '2026-11-23-11-invoices': invoices,
  '2026-11-23-12-mail-html': mailHtml,
  '2026-11-23-13-console-desk': consoleDesk,
  '2026-11-23-14-email-verification-newsletter': emailVerificationNewsletter,
  '2026-11-23-15-package-images': packageImages,
  '2026-11-27-01-bookings-customer-status': bookingsCustomerStatus,
  '2026-11-28-01-mail-templates': mailTemplates,
  '2026-11-29-01-mail-priority': mailPriority,
  '2026-11-29-02-staff-totp': staffTotp,
  '2026-11-29-03-staff-sessions-payments': staffSessionsPayments,
  '2026-11-30-01-promo-codes': promoCodes,
  '2026-11-30-02-trek-credit': trekCredit,
  '2026-11-30-06-readiness': readiness,
  '2026-11-30-03-waitlist': waitlist,
  '2026-11-30-04-reviews': reviews,
  '2026-11-30-05-trip-pass': tripPass,
  '2026-12-01-01-package-hindi': packageHindi,
  '2026-12-01-02-customer-language': customerLanguage,
  '2026-12-02-01-notification-hindi': notificationHindi,
}

export async function migrateToLatest(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  // Kysely looks for its own tables in every schema it can see; on PostgreSQL name the one the
  // connection works in, or a migration table in another schema would count as ours.
  const migrationTableSchema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
