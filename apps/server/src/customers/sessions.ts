import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { newId, type Database } from '../db/index.ts'
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionByTokenHash,
  insertSession,
} from './sessions.repository.ts'

/** Who a valid bearer token belongs to, and which session it is. */
export type SessionCustomer = { id: string; sessionId: string }

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

// 32 random bytes in base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Starts a session and returns its bearer token; only the token's hash is stored. */
export async function startSession(db: Kysely<Database>, customerId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  await deleteExpiredSessions(db, customerId, now.toISOString())
  await insertSession(db, {
    id: newId(),
    customerId,
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  })
  return token
}

/** The customer a token belongs to, or null when it is malformed, unknown, revoked or expired. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
): Promise<SessionCustomer | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const session = await findSessionByTokenHash(db, hashToken(token))
  if (!session) return null
  if (session.expires_at <= new Date().toISOString()) {
    await deleteSession(db, session.id)
    return null
  }
  return { id: session.customer_id, sessionId: session.id }
}

export async function endSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId)
}
