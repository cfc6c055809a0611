import type { Kysely } from 'kysely'
import type { Database } from '../../db/index.ts'

export type NewChallenge = {
  id: string
  staffId: string
  tokenHash: string
  step: 'enrol' | 'verify'
  secret: string | null
  expiresAt: string
}

export async function insertChallenge(db: Kysely<Database>, challenge: NewChallenge) {
  await db
    .insertInto('staff_sign_in_challenges')
    .values({
      id: challenge.id,
      staff_id: challenge.staffId,
      token_hash: challenge.tokenHash,
      step: challenge.step,
      secret: challenge.secret,
      attempts: 0,
      expires_at: challenge.expiresAt,
    })
    .execute()
}

/** The unexpired challenge with this token hash, with its member if they may still sign in. */
export async function findLiveChallenge(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_sign_in_challenges')
    .innerJoin('staff', 'staff.id', 'staff_sign_in_challenges.staff_id')
    .select([
      'staff_sign_in_challenges.id as challenge_id',
      'staff_sign_in_challenges.step',
      'staff_sign_in_challenges.secret',
      'staff.id',
      'staff.email',
      'staff.name',
      'staff.role',
    ])
    .where('staff_sign_in_challenges.token_hash', '=', tokenHash)
    .where('staff_sign_in_challenges.expires_at', '>', now)
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst()
}

/**
 * Counts one try of a code against the challenge in one statement, so a parallel burst gets no
 * more than `limit` in all; false once it has had them.
 */
export async function countChallengeAttempt(
  db: Kysely<Database>,
  id: string,
  limit: number,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_sign_in_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', limit)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Deletes the challenge; says whether this call did, so only one of two racing steps goes on. */
export async function takeChallenge(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_sign_in_challenges')
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function deleteExpiredChallenges(db: Kysely<Database>, staffId: string, now: string) {
  await db
    .deleteFrom('staff_sign_in_challenges')
    .where('staff_id', '=', staffId)
    .where('expires_at', '<=', now)
    .execute()
}

export async function findTotp(db: Kysely<Database>, staffId: string) {
  return db
    .selectFrom('staff_totp')
    .select(['secret', 'last_step'])
    .where('staff_id', '=', staffId)
    .executeTakeFirst()
}

/** Enrols the member unless they already are; says whether it did. */
export async function insertTotp(
  db: Kysely<Database>,
  totp: { staffId: string; secret: string; enrolledAt: string; lastStep: number },
): Promise<boolean> {
  const result = await db
    .insertInto('staff_totp')
    .values({
      staff_id: totp.staffId,
      secret: totp.secret,
      enrolled_at: totp.enrolledAt,
      last_step: totp.lastStep,
    })
    .onConflict((conflict) => conflict.column('staff_id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

/**
 * Records `step` as the member's last accepted code, only if it is later than the one stored: the
 * guard in the WHERE makes a code good once even when two requests bring it at the same moment.
 */
export async function advanceLastStep(
  db: Kysely<Database>,
  staffId: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_totp')
    .set({ last_step: step })
    .where('staff_id', '=', staffId)
    .where('last_step', '<', step)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertRecoveryCodes(
  db: Kysely<Database>,
  codes: { id: string; staffId: string; codeHash: string }[],
) {
  await db
    .insertInto('staff_recovery_codes')
    .values(
      codes.map((code) => ({
        id: code.id,
        staff_id: code.staffId,
        code_hash: code.codeHash,
        used_at: null,
      })),
    )
    .execute()
}

/** Marks the member's unused code with this hash used; says whether there was one. */
export async function useRecoveryCode(
  db: Kysely<Database>,
  staffId: string,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Forgets the member's second factor: secret, recovery codes and sign-ins half done. */
export async function deleteSecondFactor(db: Kysely<Database>, staffId: string) {
  await db.deleteFrom('staff_sign_in_challenges').where('staff_id', '=', staffId).execute()
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute()
  await db.deleteFrom('staff_totp').where('staff_id', '=', staffId).execute()
}
