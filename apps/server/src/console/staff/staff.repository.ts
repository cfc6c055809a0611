import type { StaffRole } from '@trippy/contracts'
import type { ExpressionBuilder, Kysely } from 'kysely'
import type { Database } from '../../db/index.ts'

const staffColumns = [
  'staff.id',
  'staff.email',
  'staff.name',
  'staff.role',
  'staff.password_hash',
  'staff.created_at',
  'staff.disabled_at',
] as const

/** Whether the member has set up two-factor sign-in (a boolean on PostgreSQL, 0 or 1 on SQLite). */
function totpEnrolled(eb: ExpressionBuilder<Database, 'staff'>) {
  return eb
    .exists(
      eb
        .selectFrom('staff_totp')
        .select('staff_totp.staff_id')
        .whereRef('staff_totp.staff_id', '=', 'staff.id'),
    )
    .as('totp_enrolled')
}

export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffById>>>

export type NewStaff = {
  id: string
  email: string
  name: string
  role: StaffRole
  passwordHash: string
  now: string
}

/** Inserts the member unless the email is taken; says whether it did. */
export async function insertStaff(db: Kysely<Database>, staff: NewStaff): Promise<boolean> {
  const result = await db
    .insertInto('staff')
    .values({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      password_hash: staff.passwordHash,
      created_at: staff.now,
      disabled_at: null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

export async function findStaffById(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('staff')
    .select(staffColumns)
    .select(totpEnrolled)
    .where('staff.id', '=', id)
    .executeTakeFirst()
}

export async function findStaffByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('staff')
    .select(staffColumns)
    .select(totpEnrolled)
    .where('staff.email', '=', email)
    .executeTakeFirst()
}

/** Everyone, disabled or not, in the order they were added. */
export async function listStaff(db: Kysely<Database>) {
  return db
    .selectFrom('staff')
    .select(staffColumns)
    .select(totpEnrolled)
    .orderBy('staff.created_at')
    .orderBy('staff.id')
    .execute()
}

export async function updateStaff(
  db: Kysely<Database>,
  id: string,
  changes: { role?: StaffRole; disabledAt?: string | null },
): Promise<void> {
  await db
    .updateTable('staff')
    .set({
      ...(changes.role === undefined ? {} : { role: changes.role }),
      ...(changes.disabledAt === undefined ? {} : { disabled_at: changes.disabledAt }),
    })
    .where('id', '=', id)
    .execute()
}

export async function insertStaffSession(
  db: Kysely<Database>,
  session: {
    id: string
    staffId: string
    tokenHash: string
    createdAt: string
    expiresAt: string
    userAgent: string | null
    address: string
  },
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({
      id: session.id,
      staff_id: session.staffId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      address: session.address,
      last_used_at: session.createdAt,
    })
    .execute()
}

/** The session with this token hash and its member as they are now, if they may still sign in. */
export async function findStaffSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id as session_id',
      'staff_sessions.expires_at',
      'staff_sessions.last_used_at',
      'staff.id',
      'staff.email',
      'staff.name',
      'staff.role',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst()
}

export async function deleteStaffSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute()
}

export async function deleteSessionsOfStaff(db: Kysely<Database>, staffId: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute()
}

export async function deleteExpiredStaffSessions(
  db: Kysely<Database>,
  staffId: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where('expires_at', '<=', now)
    .execute()
}

/** Marks a session used now, unless it already was since `usedSince` (one write a minute at most). */
export async function touchStaffSession(
  db: Kysely<Database>,
  id: string,
  now: string,
  usedSince: string,
): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', usedSince)]))
    .execute()
}

/** A member's sessions that have not expired, the most recently used first. */
export async function listStaffSessions(db: Kysely<Database>, staffId: string, now: string) {
  return db
    .selectFrom('staff_sessions')
    .select(['id', 'created_at', 'last_used_at', 'user_agent', 'address'])
    .where('staff_id', '=', staffId)
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute()
}

/** Deletes a session only if it is this member's; says whether it did. */
export async function deleteOwnStaffSession(
  db: Kysely<Database>,
  staffId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/** Remembers a browser a member signed in from; says whether it was new to them. */
export async function rememberStaffBrowser(
  db: Kysely<Database>,
  staffId: string,
  browserHash: string,
  at: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('staff_browsers')
    .values({ staff_id: staffId, browser_hash: browserHash, first_seen_at: at })
    .onConflict((conflict) => conflict.columns(['staff_id', 'browser_hash']).doNothing())
    .returning('staff_id')
    .execute()
  return inserted.length === 1
}
