import { randomBytes } from 'node:crypto'
import type { StaffRole, StaffSession } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { hashToken } from '../../customers/index.ts'
import { newId, type Database } from '../../db/index.ts'
import { type MailContext, queueMail } from '../../mail/index.ts'
import { browserName } from './browser-name.ts'
import { newBrowserMail } from './new-browser-mail.ts'
import {
  deleteExpiredStaffSessions,
  deleteOwnStaffSession,
  deleteStaffSession,
  findStaffSessionByTokenHash,
  insertStaffSession,
  listStaffSessions,
  rememberStaffBrowser,
  touchStaffSession,
} from './staff.repository.ts'

/** The member of staff a valid console token belongs to, as they are now, and its session. */
export type SessionStaff = {
  id: string
  email: string
  name: string
  role: StaffRole
  sessionId: string
}

/** Where a sign-in comes from, as the server saw it (see staff-browser.ts). */
export type SignInOrigin = {
  /** The browser's marker cookie, made for it on its first visit to the console API. */
  browserId: string
  userAgent: string | null
  /** The client's address: the peer, or behind a trusted proxy the address it forwarded. */
  address: string
}

/** A console session lasts a working day, far less than a customer's. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000

/** How stale a session's 'last used' may get before a request writes it again. */
const LAST_USED_STEP_MS = 60_000

// 32 random bytes in base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * Starts a console session and returns its bearer token; only the token's hash is stored. The
 * one place a member is signed in, whatever the steps before it: a sign-in from a browser the
 * member has not used before queues a mail to them in the same transaction.
 */
export async function startStaffSession(
  db: Kysely<Database>,
  mail: MailContext,
  member: { id: string; email: string; name: string },
  origin: SignInOrigin,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const at = now.toISOString()
  const userAgent = origin.userAgent?.slice(0, 512) || null
  // Inside the caller's transaction when it has one (the second factor is spent in it).
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work)
  await inTransaction(async (trx) => {
    await deleteExpiredStaffSessions(trx, member.id, at)
    await insertStaffSession(trx, {
      id: newId(),
      staffId: member.id,
      tokenHash: hashToken(token),
      createdAt: at,
      expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS).toISOString(),
      userAgent,
      address: origin.address,
    })
    if (await rememberStaffBrowser(trx, member.id, hashToken(origin.browserId), at)) {
      await queueMail(trx, {
        to: member.email,
        ...newBrowserMail(mail, {
          name: member.name,
          at,
          browser: browserName(userAgent),
          address: origin.address,
        }),
      })
    }
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
  const now = new Date()
  if (session.expires_at <= now.toISOString()) {
    await deleteStaffSession(db, session.session_id)
    return null
  }
  const usedSince = new Date(now.getTime() - LAST_USED_STEP_MS).toISOString()
  if (session.last_used_at === null || session.last_used_at < usedSince)
    await touchStaffSession(db, session.session_id, now.toISOString(), usedSince)
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

/** The member's own sessions that have not expired, the one in use marked current. */
export async function listOwnStaffSessions(
  db: Kysely<Database>,
  staff: SessionStaff,
  now = new Date(),
): Promise<StaffSession[]> {
  const rows = await listStaffSessions(db, staff.id, now.toISOString())
  return rows.map((row) => ({
    _id: row.id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at ?? row.created_at,
    browser: browserName(row.user_agent),
    address: row.address,
    current: row.id === staff.sessionId,
  }))
}

/**
 * Ends one of the member's own sessions; false when they have none with that id (another
 * member's included, so its existence is not given away).
 */
export async function endOwnStaffSession(
  db: Kysely<Database>,
  staff: SessionStaff,
  sessionId: string,
): Promise<boolean> {
  return deleteOwnStaffSession(db, staff.id, sessionId)
}
