import { randomBytes } from 'node:crypto'
import {
  CONSOLE_MESSAGES,
  type ConsoleLoginBody,
  type ConsoleLoginResult,
  type ConsolePasswordStep,
  type ConsoleTotpBody,
  STAFF_CHALLENGE_TTL_MINUTES,
} from '@trippy/contracts'
import type { Kysely } from 'kysely'
import {
  type LoginThrottle,
  staffWait,
  takeGuess,
  throttleKeys,
  verifyPassword,
  hashToken,
} from '../../customers/index.ts'
import { newId, type Database } from '../../db/index.ts'
import { HttpError } from '../../http-error.ts'
import { findStaffByEmail } from './staff.repository.ts'
import { toStaff } from './staff.service.ts'
import type { MailContext } from '../../mail/index.ts'
import { type SignInOrigin, startStaffSession } from './staff-sessions.ts'
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  verifyTotp,
} from './staff-totp.ts'
import {
  advanceLastStep,
  countChallengeAttempt,
  deleteExpiredChallenges,
  findLiveChallenge,
  findTotp,
  insertChallenge,
  insertRecoveryCodes,
  insertTotp,
  takeChallenge,
  useRecoveryCode,
} from './staff-totp.repository.ts'

/** Codes one challenge may try before the member must give their password again. */
export const CHALLENGE_ATTEMPTS = 5

const CHALLENGE_TTL_MS = STAFF_CHALLENGE_TTL_MINUTES * 60 * 1000

/**
 * The first step of a console sign-in: the password. Every guess is taken from the throttle under
 * the staff's own keys first (429 for an address that guessed too often, a growing wait for an
 * email that has). The same 401, after the same Argon2 work, whether the email is unknown, the
 * password wrong or the member disabled. A right password answers no token, only a challenge for
 * the second step: enrolment with a new secret, or a code from the member's app.
 */
export async function logInStaff(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  body: ConsoleLoginBody,
  address: string,
): Promise<ConsolePasswordStep> {
  const keys = throttleKeys(body.email, address, 'staff')
  await takeGuess(throttle, keys, staffWait, CONSOLE_MESSAGES.tooManyLoginAttempts)
  const row = await findStaffByEmail(db, body.email)
  const valid = await verifyPassword(row?.password_hash ?? null, body.password)
  if (!row || !valid || row.disabled_at !== null) {
    throw new HttpError(401, CONSOLE_MESSAGES.invalidCredentials)
  }
  // The guesses at this email from here are forgiven only once the second factor is right too.
  const now = new Date()
  await deleteExpiredChallenges(db, row.id, now.toISOString())
  const challenge = randomBytes(32).toString('base64url')
  const enrolled = Boolean(row.totp_enrolled)
  const secret = enrolled ? null : newTotpSecret()
  await insertChallenge(db, {
    id: newId(),
    staffId: row.id,
    tokenHash: hashToken(challenge),
    step: secret === null ? 'verify' : 'enrol',
    secret,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
  })
  if (secret === null) return { totpRequired: true, challenge }
  const url = otpauthUrl(secret, row.email)
  return {
    totpEnrolmentRequired: true,
    challenge,
    secret,
    otpauthUrl: url,
    qrCode: await qrCodeDataUrl(url),
  }
}

/**
 * The second step: a code from the app (or, once enrolled, a recovery code) with the challenge
 * of the first. Each try is a guess for the throttle as a password is, and a challenge takes
 * CHALLENGE_ATTEMPTS tries at most. On success the challenge is used up, the code's time step
 * (or the recovery code) is spent, and the console session starts, all in one transaction.
 */
export async function completeStaffSignIn(
  db: Kysely<Database>,
  mail: MailContext,
  throttle: LoginThrottle,
  body: ConsoleTotpBody,
  origin: SignInOrigin,
): Promise<ConsoleLoginResult> {
  const now = new Date().toISOString()
  const challenge = await findLiveChallenge(db, hashToken(body.challenge), now)
  if (!challenge) throw new HttpError(401, CONSOLE_MESSAGES.challengeExpired)
  const keys = throttleKeys(challenge.email, origin.address, 'staff')
  await takeGuess(throttle, keys, staffWait, CONSOLE_MESSAGES.tooManyLoginAttempts)
  if (!(await countChallengeAttempt(db, challenge.challenge_id, CHALLENGE_ATTEMPTS))) {
    throw new HttpError(401, CONSOLE_MESSAGES.challengeExpired)
  }

  const signIn = (trx: Kysely<Database>) => startStaffSession(trx, mail, challenge, origin)
  const result =
    challenge.step === 'enrol'
      ? await enrol(db, challenge, body, now, signIn)
      : await verifySecondFactor(db, challenge, body, now, signIn)
  await throttle.succeeded(keys)
  return result
}

type LiveChallenge = NonNullable<Awaited<ReturnType<typeof findLiveChallenge>>>
/** Starts the console session inside the transaction that spends the code. */
type StartSession = (trx: Kysely<Database>) => Promise<string>

async function enrol(
  db: Kysely<Database>,
  challenge: LiveChallenge,
  body: ConsoleTotpBody,
  now: string,
  signIn: StartSession,
): Promise<ConsoleLoginResult> {
  if (body.code === undefined || challenge.secret === null) {
    throw new HttpError(400, CONSOLE_MESSAGES.enterCode, [
      { path: 'code', message: CONSOLE_MESSAGES.enterCode },
    ])
  }
  const step = await verifyTotp(challenge.secret, body.code)
  if (step === null) throw new HttpError(401, CONSOLE_MESSAGES.codeWrong)
  const secret = challenge.secret
  const recoveryCodes = newRecoveryCodes()
  const token = await db.transaction().execute(async (trx) => {
    const enrolled =
      (await takeChallenge(trx, challenge.challenge_id)) &&
      (await insertTotp(trx, { staffId: challenge.id, secret, enrolledAt: now, lastStep: step }))
    if (!enrolled) throw new HttpError(401, CONSOLE_MESSAGES.challengeExpired)
    await insertRecoveryCodes(
      trx,
      recoveryCodes.map((code) => ({
        id: newId(),
        staffId: challenge.id,
        codeHash: hashRecoveryCode(code),
      })),
    )
    return signIn(trx)
  })
  return { token, staff: toStaff(challenge), recoveryCodes }
}

async function verifySecondFactor(
  db: Kysely<Database>,
  challenge: LiveChallenge,
  body: ConsoleTotpBody,
  now: string,
  signIn: StartSession,
): Promise<ConsoleLoginResult> {
  const totp = await findTotp(db, challenge.id)
  if (!totp) throw new HttpError(401, CONSOLE_MESSAGES.challengeExpired)
  let spend: (trx: Kysely<Database>) => Promise<boolean>
  let refusal: string
  if (body.code !== undefined) {
    const code = body.code
    const step = await verifyTotp(totp.secret, code)
    if (step === null) throw new HttpError(401, CONSOLE_MESSAGES.codeWrong)
    spend = (trx) => advanceLastStep(trx, challenge.id, step)
    refusal = CONSOLE_MESSAGES.codeUsed
  } else {
    const codeHash = hashRecoveryCode(body.recoveryCode ?? '')
    spend = (trx) => useRecoveryCode(trx, challenge.id, codeHash, now)
    refusal = CONSOLE_MESSAGES.recoveryCodeWrong
  }
  const token = await db.transaction().execute(async (trx) => {
    if (!(await spend(trx))) throw new HttpError(401, refusal)
    if (!(await takeChallenge(trx, challenge.challenge_id))) {
      throw new HttpError(401, CONSOLE_MESSAGES.challengeExpired)
    }
    return signIn(trx)
  })
  return { token, staff: toStaff(challenge) }
}
