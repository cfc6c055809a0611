import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { startRedis } from '../../../test/redis-server.ts'
import { staffWait, throttleKeys } from '../../customers/index.ts'
import { TEST_PASSWORD, uniqueAddress, uniqueEmail } from '../../../test/test-customers.ts'
import {
  createConsoleApp,
  createStaffMember,
  currentStep,
  secondFactorOf,
  signInOwner,
  TEST_OWNER,
  totpCode,
} from '../../../test/test-staff.ts'

const WRONG = 'not-the-password'

function password(app: FastifyInstance, email: string, pass: string, address = uniqueAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/console/login',
    remoteAddress: address,
    payload: { email, password: pass },
  })
}

function secondStep(app: FastifyInstance, payload: object, address = uniqueAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/console/login/totp',
    remoteAddress: address,
    payload,
  })
}

/** The challenge of a right password, from `address`. */
async function challengeOf(
  app: FastifyInstance,
  member: { email: string; password: string },
  address = uniqueAddress(),
): Promise<string> {
  const response = await password(app, member.email, member.password, address)
  expect(response.statusCode).toBe(200)
  return response.json<{ data: { challenge: string } }>().data.challenge
}

/** A member who has signed in once (and so set up their app), with their second factor. */
async function enrolledMember(app: FastifyInstance) {
  const member = await createStaffMember(app, 'staff')
  const factor = secondFactorOf(app, member.email)
  if (!factor) throw new Error('the member did not enrol')
  return { ...member, factor }
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1
    return counts
  }, {})

async function sessionsOf(app: FastifyInstance, staffId: string) {
  return app.db.selectFrom('staff_sessions').select('id').where('staff_id', '=', staffId).execute()
}

describe('the second step', () => {
  test('an enrolled member gets a challenge for a code, and only a right code signs in', async () => {
    const app = await createConsoleApp()
    const member = await enrolledMember(app)
    const address = uniqueAddress()
    const response = await password(app, member.email, member.password, address)
    const { challenge } = response.json<{ data: { challenge: string } }>().data
    expect(response.json()).toEqual({ success: true, data: { totpRequired: true, challenge } })

    const sessionsBefore = await sessionsOf(app, member.id)
    const code = await totpCode(member.factor.secret, currentStep() + 1)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const refused = await secondStep(app, { challenge, code: wrong }, address)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({
      success: false,
      message: 'That code is not right. Check your authenticator app and try again.',
    })
    expect(await sessionsOf(app, member.id)).toEqual(sessionsBefore)

    const signedIn = await secondStep(
      app,
      { challenge, code: ` ${code.slice(0, 3)} ${code.slice(3)}` },
      address,
    )
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({
      data: { staff: { _id: member.id, role: 'staff' } },
    })
    expect(signedIn.json<{ data: object }>().data).not.toHaveProperty('recoveryCodes')
    expect(await sessionsOf(app, member.id)).toHaveLength(sessionsBefore.length + 1)
  })

  test('a code is accepted once: the same code with a new challenge is refused, and of two at once one wins', async () => {
    const app = await createConsoleApp()
    const member = await enrolledMember(app)
    const step = currentStep() + 1
    const code = await totpCode(member.factor.secret, step)
    const [first, second] = await Promise.all([
      challengeOf(app, member).then((challenge) => secondStep(app, { challenge, code })),
      challengeOf(app, member).then((challenge) => secondStep(app, { challenge, code })),
    ])
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 401])
    const again = await secondStep(app, { challenge: await challengeOf(app, member), code })
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({
      success: false,
      message: 'That code has already been used. Please wait for the next one in your app.',
    })
    const totp = await app.db
      .selectFrom('staff_totp')
      .select('last_step')
      .where('staff_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(Number(totp.last_step)).toBe(step)
  })

  test('a recovery code signs in once, typed any way; used again it is refused', async () => {
    const app = await createConsoleApp()
    const member = await enrolledMember(app)
    const [recoveryCode = ''] = member.factor.recoveryCodes
    const typed = recoveryCode.replaceAll('-', ' ').toLowerCase()
    const used = await secondStep(app, {
      challenge: await challengeOf(app, member),
      recoveryCode: typed,
    })
    expect(used.statusCode).toBe(200)
    const again = await secondStep(app, {
      challenge: await challengeOf(app, member),
      recoveryCode,
    })
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({
      success: false,
      message: 'That recovery code is not right, or it has already been used.',
    })
  })

  test('enrolment answers ten recovery codes once, kept only as SHA-256 hashes', async () => {
    const app = await createConsoleApp()
    const member = await enrolledMember(app)
    expect(member.factor.recoveryCodes).toHaveLength(10)
    expect(new Set(member.factor.recoveryCodes).size).toBe(10)
    for (const code of member.factor.recoveryCodes)
      expect(code).toMatch(/^([A-Z2-7]{4}-){3}[A-Z2-7]{4}$/)
    const rows = await app.db
      .selectFrom('staff_recovery_codes')
      .select(['code_hash', 'used_at'])
      .where('staff_id', '=', member.id)
      .execute()
    expect(rows.map((row) => row.code_hash).sort()).toEqual(
      member.factor.recoveryCodes
        .map((code) => createHash('sha256').update(code.replaceAll('-', '')).digest('hex'))
        .sort(),
    )
    expect(rows.every((row) => row.used_at === null)).toBe(true)
    const totp = await app.db
      .selectFrom('staff_totp')
      .selectAll()
      .where('staff_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(totp.secret).toBe(member.factor.secret)
  })

  test('a challenge is good for one sign-in, for five minutes and five codes', async () => {
    const app = await createConsoleApp()
    const member = await enrolledMember(app)
    const [recoveryCode = '', secondCode = ''] = member.factor.recoveryCodes

    const used = await challengeOf(app, member)
    expect((await secondStep(app, { challenge: used, recoveryCode })).statusCode).toBe(200)
    const reused = await secondStep(app, { challenge: used, recoveryCode: secondCode })
    expect(reused.statusCode).toBe(401)
    expect(reused.json()).toEqual({
      success: false,
      message: 'This sign-in has expired. Please sign in again with your password.',
    })

    const stale = await challengeOf(app, member)
    await app.db
      .updateTable('staff_sign_in_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('staff_id', '=', member.id)
      .execute()
    expect((await secondStep(app, { challenge: stale, recoveryCode: secondCode })).statusCode).toBe(
      401,
    )

    const tried = await challengeOf(app, member)
    const address = uniqueAddress()
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep(app, { challenge: tried, code: '000000' }, address)
      expect(wrong.json<{ message: string }>().message).toMatch(/^That code is not right/)
    }
    const sixth = await secondStep(app, { challenge: tried, recoveryCode: secondCode }, address)
    expect(sixth.statusCode).toBe(401)
    expect(sixth.json<{ message: string }>().message).toMatch(/^This sign-in has expired/)
  })

  test('refuses a second step without a code, or with a made-up challenge', async () => {
    const app = await createConsoleApp()
    const empty = await secondStep(app, { challenge: 'x' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({
      errors: [{ path: 'code', message: 'Enter the 6-digit code from your authenticator app' }],
    })
    const malformed = await secondStep(app, { challenge: 'x', code: '12345' })
    expect(malformed.statusCode).toBe(400)
    const madeUp = await secondStep(app, { challenge: 'A'.repeat(43), code: '123456' })
    expect(madeUp.statusCode).toBe(401)
    expect(madeUp.json<{ message: string }>().message).toMatch(/^This sign-in has expired/)
  })

  test('a member disabled between the steps is refused at the second', async () => {
    const app = await createConsoleApp()
    const member = await enrolledMember(app)
    const challenge = await challengeOf(app, member)
    await app.db
      .updateTable('staff')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', member.id)
      .execute()
    const [recoveryCode = ''] = member.factor.recoveryCodes
    expect((await secondStep(app, { challenge, recoveryCode })).statusCode).toBe(401)
  })
})

describe("the owner resets a member's second factor", () => {
  function reset(app: FastifyInstance, auth: { authorization: string }, id: string) {
    return app.inject({ method: 'POST', url: `/api/console/staff/${id}/totp/reset`, headers: auth })
  }

  test('the member is signed out and sets up a new app at the next sign-in; the audit log says who did it', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const member = await enrolledMember(app)
    const response = await reset(app, owner.auth, member.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      data: { _id: member.id, totpEnrolled: false },
      message: 'Two-factor sign-in reset. They set it up again at their next sign-in.',
    })
    expect(await sessionsOf(app, member.id)).toEqual([])
    const codes = await app.db
      .selectFrom('staff_recovery_codes')
      .select('id')
      .where('staff_id', '=', member.id)
      .execute()
    expect(codes).toEqual([])
    const [recoveryCode = ''] = member.factor.recoveryCodes
    const next = await password(app, member.email, member.password)
    expect(next.json()).toMatchObject({ data: { totpEnrolmentRequired: true } })
    expect(next.json<{ data: { secret: string } }>().data.secret).not.toBe(member.factor.secret)
    const { challenge } = next.json<{ data: { challenge: string } }>().data
    expect((await secondStep(app, { challenge, recoveryCode })).statusCode).toBe(400)

    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.totp-reset')
      .execute()
    expect(audit).toEqual([
      expect.objectContaining({ staff_id: owner.id, entity: 'staff', entity_id: member.id }),
    ])
  })

  test('a member of staff may not reset anyone (403), and an owner not their own (409)', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const member = await enrolledMember(app)
    const other = await enrolledMember(app)
    const forbidden = await reset(app, member.auth, other.id)
    expect(forbidden.statusCode).toBe(403)
    const own = await reset(app, owner.auth, owner.id)
    expect(own.statusCode).toBe(409)
    expect(own.json()).toEqual({
      success: false,
      message: 'You cannot reset your own two-factor sign-in',
    })
    const enrolled = await app.db.selectFrom('staff_totp').select('staff_id').execute()
    expect(enrolled.map((row) => row.staff_id).sort()).toEqual(
      [owner.id, member.id, other.id].sort(),
    )
    expect((await reset(app, owner.auth, '0123456789abcdef01234567')).statusCode).toBe(404)
  })

  test('the staff list says who has set up two-factor sign-in', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const created = await app.inject({
      method: 'POST',
      url: '/api/console/staff',
      headers: owner.auth,
      payload: { email: uniqueEmail(), name: 'New Member', role: 'staff' },
    })
    const newId = created.json<{ data: { staff: { _id: string } } }>().data.staff._id
    const list = await app.inject({ method: 'GET', url: '/api/console/staff', headers: owner.auth })
    const members = list.json<{ data: { _id: string; totpEnrolled: boolean }[] }>().data
    expect(members.map(({ _id, totpEnrolled }) => ({ _id, totpEnrolled }))).toEqual([
      { _id: owner.id, totpEnrolled: true },
      { _id: newId, totpEnrolled: false },
    ])
  })
})

test('a staff member waits a second more for each guess at their email past ten, up to 30 s', () => {
  expect([0, 10, 11, 12, 20, 39, 40, 41, 1000].map(staffWait)).toEqual([
    0, 0, 1000, 2000, 10_000, 29_000, 30_000, 30_000, 30_000,
  ])
})

const stores = [
  // The per-route limit of AUTH_RATE_LIMIT_MAX a minute is raised, so the throttle alone answers.
  { name: 'the database', env: async () => ({ REDIS_URL: '', AUTH_RATE_LIMIT_MAX: '1000' }) },
  {
    name: 'Redis',
    env: async () => ({
      REDIS_URL: (await startRedis()).url,
      REDIS_PREFIX: 'staff-throttle:',
      AUTH_RATE_LIMIT_MAX: '1000',
    }),
  },
]

for (const store of stores) {
  describe(`the console's throttle, counted in ${store.name}`, () => {
    test('a parallel burst of 30 wrong passwords from one address gets 10 checks, then even the right one is refused there', async () => {
      const app = await createConsoleApp(await store.env())
      const address = uniqueAddress()
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          password(app, i % 2 ? TEST_OWNER.email : uniqueEmail(), WRONG, address).then(
            (response) => response.statusCode,
          ),
        ),
      )
      expect(tally(statuses)).toEqual({ 401: 10, 429: 20 })
      const refused = await password(app, TEST_OWNER.email, TEST_OWNER.password, address)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({
        success: false,
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      })
      expect((await password(app, TEST_OWNER.email, TEST_OWNER.password)).statusCode).toBe(200)
    }, 60_000)

    test('wrong guesses at an email from 12 addresses at once make the next attempts wait longer, and the right password still signs in from a clean address', async () => {
      const app = await createConsoleApp(await store.env())
      const started = Date.now()
      const statuses = await Promise.all(
        Array.from({ length: 12 }, () =>
          password(app, TEST_OWNER.email, WRONG).then((response) => response.statusCode),
        ),
      )
      expect(statuses).toEqual(Array<number>(12).fill(401))
      // Guesses 11 and 12 waited 1 and 2 seconds: the burst took at least the longer of them.
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000 - 10)

      const clean = uniqueAddress()
      const beforePassword = Date.now()
      const first = await password(app, TEST_OWNER.email, TEST_OWNER.password, clean)
      expect(first.statusCode).toBe(200)
      expect(Date.now() - beforePassword).toBeGreaterThanOrEqual(3000 - 10)
      // The code is a 14th attempt at the email: it waits 4 s, and signs in.
      const { challenge, secret } = first.json<{ data: { challenge: string; secret: string } }>()
        .data
      const beforeCode = Date.now()
      const signedIn = await secondStep(app, { challenge, code: await totpCode(secret) }, clean)
      expect(signedIn.statusCode).toBe(200)
      expect(Date.now() - beforeCode).toBeGreaterThanOrEqual(4000 - 10)
    }, 90_000)

    test("guesses at a customer's sign-in are no guesses at the console's, from the same address and email", async () => {
      const app = await createConsoleApp(await store.env())
      const address = uniqueAddress()
      for (let i = 0; i < 11; i++) {
        await app.inject({
          method: 'POST',
          url: '/api/customers/login',
          remoteAddress: address,
          payload: { email: TEST_OWNER.email, password: TEST_PASSWORD },
        })
      }
      const started = Date.now()
      expect((await password(app, TEST_OWNER.email, TEST_OWNER.password, address)).statusCode).toBe(
        200,
      )
      expect(Date.now() - started).toBeLessThan(1000)
      const customerKeys = throttleKeys(TEST_OWNER.email, address)
      const staffKeys = throttleKeys(TEST_OWNER.email, address, 'staff')
      for (const name of ['address', 'pair', 'email'] as const) {
        expect(staffKeys[name]).not.toBe(customerKeys[name])
      }
    }, 60_000)

    test('wrong codes are guesses too: ten of them, passwords and codes, and the address is refused', async () => {
      const app = await createConsoleApp(await store.env())
      const member = await enrolledMember(app)
      const address = uniqueAddress()
      const statuses: number[] = []
      for (let round = 0; round < 2; round++) {
        const challenge = await challengeOf(app, member, address)
        for (let i = 0; i < 4; i++) {
          statuses.push((await secondStep(app, { challenge, code: '000000' }, address)).statusCode)
        }
      }
      expect(statuses).toEqual(Array<number>(8).fill(401))
      expect((await password(app, member.email, member.password, address)).statusCode).toBe(429)
    }, 60_000)
  })
}
