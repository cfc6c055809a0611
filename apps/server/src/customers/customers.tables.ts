import type { Generated } from 'kysely'

/** Tables of the accounts feature. */
export interface CustomerTables {
  customers: CustomersTable
  customer_sessions: CustomerSessionsTable
  wishlist_items: WishlistItemsTable
  login_attempts: LoginAttemptsTable
  password_reset_tokens: PasswordResetTokensTable
  email_verification_tokens: EmailVerificationTokensTable
}

export interface CustomersTable {
  id: string
  /** Lower-case; null once the account is deleted, so the address can register again. */
  email: string | null
  first_name: string
  last_name: string
  phone: string
  address: string
  /** A state or union territory, 'Outside India', or '' when not said: invoices' place of supply. */
  state: Generated<string>
  /** Argon2id PHC string; null once the account is deleted. */
  password_hash: string | null
  display_currency: string
  email_notifications: number
  created_at: string
  updated_at: string
  /** Set when the customer deleted their account: the row stays, anonymised, for bookings. */
  deleted_at: string | null
  /** When the customer followed a verification link mailed to their address; null until then. */
  email_verified_at: string | null
  /** The language of the customer's mails and notifications: 'en' or 'hi'. */
  language: Generated<string>
}

export interface CustomerSessionsTable {
  id: string
  customer_id: string
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string
  created_at: string
  expires_at: string
}

export interface WishlistItemsTable {
  customer_id: string
  package_id: string
  created_at: string
}

/**
 * Sign-in attempts when Redis is not set or not answering: one counter per key, a hash of the
 * address, the email, or both (see login-throttle.ts), for a window that starts with its first.
 */
export interface LoginAttemptsTable {
  key: string
  count: number
  /** ISO instant; an expired row counts as zero and restarts at the next attempt. */
  expires_at: string
}

/** The tokens of password reset links (see password-reset.service.ts). */
export interface PasswordResetTokensTable {
  id: string
  customer_id: string
  /** SHA-256 of the token in the link, hex; the token itself is never stored. */
  token_hash: string
  created_at: string
  /** ISO instant; the link works while it is later than now. */
  expires_at: string
  /** Set by the one reset that used the link; null while it is unused. */
  used_at: string | null
}

/** The tokens of email verification links (see email-verification.service.ts). */
export interface EmailVerificationTokensTable {
  id: string
  customer_id: string
  /** SHA-256 of the token in the link, hex; the token itself is never stored. */
  token_hash: string
  created_at: string
  /** ISO instant; the link works while it is later than now. */
  expires_at: string
  /** Set by the one request that used the link; null while it is unused. */
  used_at: string | null
}
