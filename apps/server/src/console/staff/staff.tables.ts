/** Tables of the operator's staff (DESIGN §8.3): not customers, with sessions of their own. */
export interface StaffTables {
  staff: StaffTable
  staff_sessions: StaffSessionsTable
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
}
