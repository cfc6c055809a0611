/** Tables of the operator's staff: not customers, with sessions of their own. */
export interface StaffTables {
  staff: StaffTable
  staff_sessions: StaffSessionsTable
  staff_browsers: StaffBrowsersTable
  staff_totp: StaffTotpTable
  staff_recovery_codes: StaffRecoveryCodesTable
  staff_sign_in_challenges: StaffSignInChallengesTable
}

export interface StaffTable {
  id: string
  /** Lower-case, unique. */
  email: string
  name: string
  /** 'owner' or 'staff' (a CHECK constraint keeps it so). */
  role: 'owner' | 'staff'
  /** Argon2id PHC string. */
  password_hash: string
  created_at: string
  /** Set while the member may not sign in; their sessions were deleted when it was set. */
  disabled_at: string | null
}

export interface StaffSessionsTable {
  id: string
  staff_id: string
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string
  created_at: string
  expires_at: string
  /** As the browser sent it, cut to 512 characters; null for sessions older than the column. */
  user_agent: string | null
  /** The client's address as the server saw it (TRUST_PROXY aware). */
  address: string | null
  /** Updated at most once a minute, not on every request. */
  last_used_at: string | null
}

/** A browser a member has signed in from: SHA-256 of its marker cookie, never the cookie. */
export interface StaffBrowsersTable {
  staff_id: string
  browser_hash: string
  first_seen_at: string
}

/** A member's second factor: present once they have confirmed a code from their app. */
export interface StaffTotpTable {
  staff_id: string
  /** Base32 TOTP secret: the server must read it to check a code, so it cannot be hashed. */
  secret: string
  enrolled_at: string
  /** The time step (Unix seconds / 30) of the last code accepted; only later ones are taken. */
  last_step: number
}

export interface StaffRecoveryCodesTable {
  id: string
  staff_id: string
  /** SHA-256 of the code (80 random bits), hex; the code itself was shown once. */
  code_hash: string
  used_at: string | null
}

/** Between a right password and the second factor: one per sign-in, for a few minutes. */
export interface StaffSignInChallengesTable {
  id: string
  staff_id: string
  /** SHA-256 of the challenge token, hex. */
  token_hash: string
  /** 'enrol' carries the secret being set up; 'verify' checks the member's own. */
  step: 'enrol' | 'verify'
  secret: string | null
  /** Codes tried with this challenge; it stops at a few. */
  attempts: number
  expires_at: string
}
