import { randomBytes } from 'node:crypto'
import type { StaffRole } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { hashToken } from '../../customers/sessions.ts'
import { newId } from '../../db/ids.ts'
import type { Database } from '../../db/schema.ts'
import {
  deleteExpiredStaffSessions,
  deleteStaffSession,
  findStaffSessionByTokenHash,
  insertStaffSession,
} from './staff.repository.ts'

/** The member of staff a valid console token belongs to, as they are now, and its session. */
export type SessionStaff = {
  id: string
  email: string
  name: string
  role: StaffRole
  sessionId: string
}

/** A console session lasts a working day, far less than a customer's. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000

// 32 random bytes in base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Starts a console session and returns its bearer token; only the token's hash is stored. */
export async function startStaffSession(db: Kysely<Database>, staffId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  await deleteExpiredStaffSessions(db, staffId, now.toISOString())
  await insertStaffSession(db, {
    id: newId(),
    staffId,
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS).toISOString(),
  })
  return token
}

/**
 * The member a token belongs to, or null when it is malformed, unknown, revoked, expired or its
 * member is disabled. The role is read now, so a change of role applies at the next request.
 */
export async function resolveStaffSession(
  db: Kysely<Database>,
  token: string,
): Promise<SessionStaff | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const session = await findStaffSessionByTokenHash(db, hashToken(token))
  if (!session) return null
  if (session.expires_at <= new Date().toISOString()) {
    await deleteStaffSession(db, session.session_id)
    return null
  }
  return {
    id: session.id,
    email: session.email,
    name: session.name,
    role: session.role,
    sessionId: session.session_id,
  }
}

export async function endStaffSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await deleteStaffSession(db, sessionId)
}
