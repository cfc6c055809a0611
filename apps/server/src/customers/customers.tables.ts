/** Tables of the accounts feature. */
export interface CustomerTables {
  customers: CustomersTable
  customer_sessions: CustomerSessionsTable
  wishlist_items: WishlistItemsTable
  login_attempts: LoginAttemptsTable
}

export interface CustomersTable {
  id: string
  /** Lower-case; null once the account is deleted, so the address can register again. */
  email: string | null
  first_name: string
  last_name: string
  phone: string
  address: string
  /** Argon2id PHC string; null once the account is deleted. */
  password_hash: string | null
  display_currency: string
  email_notifications: number
  created_at: string
  updated_at: string
  /** Set when the customer deleted their account: the row stays, anonymised, for bookings. */
  deleted_at: string | null
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
