import { randomBytes } from 'node:crypto'
import {
  CONSOLE_MESSAGES,
  type ConsoleLoginBody,
  type ConsoleLoginResult,
  type CreatedStaff,
  type CreateStaffBody,
  type Staff,
  type StaffMember,
  type UpdateStaffBody,
} from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { hashPassword, verifyPassword } from '../../customers/passwords.ts'
import { newId } from '../../db/ids.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import type { MailContext } from '../../mail/mail-context.ts'
import {
  deleteSessionsOfStaff,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaff,
  type StaffRow,
  updateStaff,
} from './staff.repository.ts'
import {
  endStaffSession,
  type SessionStaff,
  type SignInOrigin,
  startStaffSession,
} from './staff-sessions.ts'

export function toStaff(member: Pick<SessionStaff, 'id' | 'email' | 'name' | 'role'>): Staff {
  return { _id: member.id, email: member.email, name: member.name, role: member.role }
}

function toStaffMember(row: StaffRow): StaffMember {
  return { ...toStaff(row), createdAt: row.created_at, disabled: row.disabled_at !== null }
}

/** 15 random bytes in base64url: 20 characters, 120 bits, for the member to type once. */
function generatePassword(): string {
  return randomBytes(15).toString('base64url')
}

/**
 * Signs a member of staff in. The same 401, after the same Argon2 work, whether the email is
 * unknown, the password wrong or the member disabled.
 */
export async function logInStaff(
  db: Kysely<Database>,
  mail: MailContext,
  body: ConsoleLoginBody,
  origin: SignInOrigin,
): Promise<ConsoleLoginResult> {
  const row = await findStaffByEmail(db, body.email)
  const valid = await verifyPassword(row?.password_hash ?? null, body.password)
  if (!row || !valid || row.disabled_at !== null) {
    throw new HttpError(401, CONSOLE_MESSAGES.invalidCredentials)
  }
  const token = await startStaffSession(db, mail, row, origin)
  return { token, staff: toStaff(row) }
}

export async function logOutStaff(db: Kysely<Database>, session: SessionStaff): Promise<void> {
  await endStaffSession(db, session.sessionId)
}

export async function listStaffMembers(db: Kysely<Database>): Promise<StaffMember[]> {
  return (await listStaff(db)).map(toStaffMember)
}

/** Adds a member with a generated password, answered once; 409 when the email is taken. */
export async function addStaffMember(
  db: Kysely<Database>,
  body: CreateStaffBody,
): Promise<CreatedStaff> {
  const password = generatePassword()
  const id = newId()
  const inserted = await insertStaff(db, {
    id,
    email: body.email,
    name: body.name,
    role: body.role,
    passwordHash: await hashPassword(password),
    now: new Date().toISOString(),
  })
  if (!inserted) {
    throw new HttpError(409, CONSOLE_MESSAGES.staffEmailTaken, [
      { path: 'email', message: CONSOLE_MESSAGES.staffEmailTaken },
    ])
  }
  const row = await findStaffById(db, id)
  if (!row) throw new Error(`Staff member ${id} vanished after insert`)
  return { staff: toStaffMember(row), password }
}

/**
 * Changes a member's role or lets them in or out. Disabling deletes their sessions in the same
 * transaction. An owner may not disable or demote themselves (409), so the console always keeps
 * an owner who can undo a change.
 */
export async function updateStaffMember(
  db: Kysely<Database>,
  actor: SessionStaff,
  id: string,
  body: UpdateStaffBody,
): Promise<StaffMember> {
  if (id === actor.id && (body.disabled === true || body.role === 'staff')) {
    throw new HttpError(409, CONSOLE_MESSAGES.cannotChangeSelf)
  }
  const row = await findStaffById(db, id)
  if (!row) throw new HttpError(404, CONSOLE_MESSAGES.staffNotFound)
  const disabledAt =
    body.disabled === undefined
      ? undefined
      : body.disabled
        ? (row.disabled_at ?? new Date().toISOString())
        : null
  return db.transaction().execute(async (trx) => {
    await updateStaff(trx, id, { ...(body.role ? { role: body.role } : {}), disabledAt })
    if (body.disabled) await deleteSessionsOfStaff(trx, id)
    const updated = await findStaffById(trx, id)
    if (!updated) throw new HttpError(404, CONSOLE_MESSAGES.staffNotFound)
    return toStaffMember(updated)
  })
}

/**
 * Creates the owner named by OWNER_EMAIL and OWNER_PASSWORD unless a member already has that
 * email, whatever their password or role: the environment never resets an account. Safe when
 * several instances start at once. Says whether it created one.
 */
export async function ensureOwner(
  db: Kysely<Database>,
  owner: { email: string; password: string; name: string },
): Promise<boolean> {
  if (await findStaffByEmail(db, owner.email)) return false
  return insertStaff(db, {
    id: newId(),
    email: owner.email,
    name: owner.name,
    role: 'owner',
    passwordHash: await hashPassword(owner.password),
    now: new Date().toISOString(),
  })
}
