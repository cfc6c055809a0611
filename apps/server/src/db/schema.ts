import type { Generated } from 'kysely'
import type { BookingTables } from '../bookings/bookings.tables.ts'
import type { StaffTables } from '../console/staff/staff.tables.ts'
import type { AuditTables } from '../console/audit/audit.tables.ts'
import type { CreditTables } from '../credit/credit.tables.ts'
import type { CustomerTables } from '../customers/customers.tables.ts'
import type { InvoiceTables } from '../invoices/invoices.tables.ts'
import type { LeadTables } from '../leads/leads.tables.ts'
import type { PaymentTables } from '../ledger/ledger.tables.ts'
import type { PromoCodeTables } from '../promo-codes/promo-codes.tables.ts'
import type { ReviewTables } from '../reviews/reviews.tables.ts'
import type { SchedulerTables } from '../scheduler/scheduler.tables.ts'
import type { ReadinessTables } from '../readiness/readiness.tables.ts'
import type { WaitlistTables } from '../waitlist/waitlist.tables.ts'
import type { TripPassTables } from '../trip-pass/trip-pass.tables.ts'

/**
 * Column conventions, the same on SQLite and PostgreSQL: ids are 24-hex text, money is integer
 * paise, flags are integers 0/1, calendar dates are 'YYYY-MM-DD' text, instants are ISO text,
 * lists are JSON text.
 */
export type Database = CoreTables &
  AuditTables &
  CustomerTables &
  LeadTables &
  BookingTables &
  PaymentTables &
  SchedulerTables &
  StaffTables &
  InvoiceTables &
  CreditTables &
  ReadinessTables &
  PromoCodeTables &
  WaitlistTables &
  ReviewTables &
  TripPassTables

/** Catalogue and site tables; each feature keeps its own tables beside its code. */
export interface CoreTables {
  app_meta: AppMetaTable
  mail_outbox: MailOutboxTable
  currency_rates: CurrencyRatesTable
  packages_fts: PackagesFtsTable
  categories: CategoriesTable
  destinations: DestinationsTable
  packages: PackagesTable
  batches: BatchesTable
  addon_services: AddonServicesTable
  blog_posts: BlogPostsTable
  newsletter_subscribers: NewsletterSubscribersTable
}

export interface AppMetaTable {
  key: string
  value: string
}

export interface CategoriesTable {
  id: string
  name: string
  slug: string
  sort_order: number
}

export interface DestinationsTable {
  id: string
  slug: string
  name: string
  state: string
  summary: string
  description: string
  image: string
  is_popular: number
  is_new: number
  sort_order: number
}

export interface PackagesTable {
  id: string
  slug: string
  name: string
  location: string
  description: string
  package_type: string
  duration: string
  duration_days: number
  destination: string
  city: string
  state: string
  original_price_paise: number
  offer_price_paise: number
  max_participants: number
  rating: number
  review_count: number
  difficulty: string
  max_altitude_m: number
  /** 1 when each traveller must upload a medical certificate before departure. */
  requires_medical_certificate: Generated<number>
  start_point: string
  end_point: string
  best_season: string
  labels_json: string
  is_featured: number
  is_new: number
  is_trending: number
  is_active: number
  category_id: string
  card_image: string
  main_image: string
  gallery_json: string
  itinerary_json: string
  inclusions_json: string
  exclusions_json: string
  created_at: string
  updated_at: string
  /** Alt text and upload sizes by image URL, as JSON (see console/packages/package-images.ts). */
  image_meta_json: Generated<string>
  /** The package's own texts in Hindi; NULL where none was written (see the migration). */
  hindi_name: string | null
  hindi_description: string | null
  /** { itinerary?, inclusions?, exclusions? } in Hindi, as JSON; NULL when none. */
  hindi_details_json: string | null
}

export interface BatchesTable {
  id: string
  package_id: string
  start_date: string
  end_date: string
  capacity: number
  /** Seats left; only ever changed by a guarded UPDATE. */
  availability: number
  /** Set when the operator cancelled the departure; it is then no longer offered. */
  cancelled_at: Generated<string | null>
}

export interface AddonServicesTable {
  id: string
  package_id: string
  name: string
  price_paise: number
  sort_order: Generated<number>
}

export interface BlogPostsTable {
  id: string
  slug: string
  title: string
  excerpt: string
  body_json: string
  cover_image: string
  author: string
  tags_json: string
  published_at: string
}

export interface NewsletterSubscribersTable {
  id: string
  email: string
  subscribed_at: string
  /** 'pending' until the confirmation link is followed, then 'confirmed' or 'unsubscribed'. */
  status: Generated<'pending' | 'confirmed' | 'unsubscribed'>
  /** SHA-256 of the token in the confirmation link, hex; null once confirmed. */
  confirm_token_hash: string | null
  /** When the last confirmation mail was queued; its link works for 7 days from then. */
  confirm_sent_at: string | null
  /** Random, kept as it is: every newsletter mail carries it in its unsubscribe link. */
  unsubscribe_token: string | null
  confirmed_at: string | null
  unsubscribed_at: string | null
}

export interface MailOutboxTable {
  id: string
  to_address: string
  /** Null while template_json says how to write the mail (when it is sent). */
  subject: string | null
  text_body: string | null
  /**
   * 'queued', 'sending' while a process has claimed it, then 'sent' or 'failed'; without SMTP_URL
   * mail stays queued and is logged.
   */
  status: 'queued' | 'sending' | 'sent' | 'failed'
  attempts: number
  last_error: string | null
  created_at: string
  sent_at: string | null
  /** When a process took it for sending; cleared when the try ends. */
  claimed_at: string | null
  /** The HTML part, when the mail has one. */
  html_body: string | null
  /** Extra headers as a JSON object, e.g. List-Unsubscribe. */
  headers_json: string | null
  /** Attachments as a JSON list of references, resolved when sent (see mail/attachments.ts). */
  attachments_json: string | null
  /**
   * A mail kept unwritten: its template's name and its data, as JSON (booking mail, with which
   * part, customer or operator: bookings/mails/booking-templates.ts). Subject, bodies and
   * attachments are written from it when the mail is sent, by the writer its feature registered
   * (mail/mail-templates.ts).
   */
  template_json: string | null
  /** 0: someone is waiting for it (resets, bookings); 1: bulk (welcome, newsletter, reminders). */
  priority: Generated<number>
}

export interface CurrencyRatesTable {
  code: string
  /** Units of this currency per rupee. */
  rate: number
  updated_at: string
}

/** SQLite only: the FTS5 trigram index over packages (see the search migration). */
export interface PackagesFtsTable {
  rowid: number
  body: string
}
