import { randomBytes } from 'node:crypto'
import {
  CONSOLE_MESSAGES,
  type CreatedStaff,
  type CreateStaffBody,
  type Staff,
  type StaffMember,
  type UpdateStaffBody,
} from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { hashPassword } from '../../customers/index.ts'
import { newId, type Database } from '../../db/index.ts'
import { HttpError } from '../../http-error.ts'
import { recordAudit } from '../audit/audit.ts'
import {
  deleteSessionsOfStaff,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaff,
  type StaffRow,
  updateStaff,
} from './staff.repository.ts'
import { endStaffSession, type SessionStaff } from './staff-sessions.ts'
import { deleteSecondFactor } from './staff-totp.repository.ts'

export function toStaff(member: Pick<SessionStaff, 'id' | 'email' | 'name' | 'role'>): Staff {
  return { _id: member.id, email: member.email, name: member.name, role: member.role }
}

function toStaffMember(row: StaffRow): StaffMember {
  return {
    ...toStaff(row),
    createdAt: row.created_at,
    disabled: row.disabled_at !== null,
    totpEnrolled: Boolean(row.totp_enrolled),
  }
}

/** 15 random bytes in base64url: 20 characters, 120 bits, for the member to type once. */
function generatePassword(): string {
  return randomBytes(15).toString('base64url')
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
 * The owner resets another member's second factor, for a lost phone: the secret, the recovery
 * codes, any sign-in half done and every session of theirs go, and they set up a new app at
 * their next sign-in. Audited with the change. An owner cannot reset their own (409): a stolen
 * session must not be enough to take an owner's second factor away.
 */
export async function resetStaffTotp(
  db: Kysely<Database>,
  actor: SessionStaff,
  id: string,
): Promise<StaffMember> {
  if (id === actor.id) throw new HttpError(409, CONSOLE_MESSAGES.cannotResetOwnTotp)
  return db.transaction().execute(async (trx) => {
    const row = await findStaffById(trx, id)
    if (!row) throw new HttpError(404, CONSOLE_MESSAGES.staffNotFound)
    await deleteSecondFactor(trx, id)
    await deleteSessionsOfStaff(trx, id)
    await recordAudit(trx, {
      staffId: actor.id,
      action: 'staff.totp-reset',
      entity: 'staff',
      entityId: id,
      before: { totpEnrolled: Boolean(row.totp_enrolled) },
      after: { totpEnrolled: false },
    })
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
