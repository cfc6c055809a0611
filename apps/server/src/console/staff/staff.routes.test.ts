import { createHash } from 'node:crypto'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { describe, expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { signUpAndLogIn, uniqueAddress, uniqueEmail } from '../../../test/test-customers.ts'
import { ensureOwner } from './staff.service.ts'
import {
  createConsoleApp,
  createStaffMember,
  signInOwner,
  signInStaff,
  TEST_OWNER,
  type TestStaff,
  totpCode,
} from '../../../test/test-staff.ts'

type ConsoleRoute = { route: string; who: 'staff' | 'owner' }

/**
 * Every console route that needs a staff token, and who may call it. Append each new console
 * route here: the tests below refuse it to customers and to callers without a token, and fail
 * when the app serves a console route missing from this list.
 */
const CONSOLE_ROUTES: ConsoleRoute[] = [
  { route: 'POST /api/console/logout', who: 'staff' },
  { route: 'GET /api/console/me', who: 'staff' },
  { route: 'GET /api/console/sessions', who: 'staff' },
  { route: 'DELETE /api/console/sessions/{id}', who: 'staff' },
  { route: 'GET /api/console/staff', who: 'owner' },
  { route: 'POST /api/console/staff', who: 'owner' },
  { route: 'PATCH /api/console/staff/{id}', who: 'owner' },
  { route: 'POST /api/console/staff/{id}/totp/reset', who: 'owner' },
  { route: 'POST /api/console/bookings/{id}/payments', who: 'staff' },
  { route: 'POST /api/console/refunds/{id}/processed', who: 'staff' },
  { route: 'GET /api/console/summary', who: 'staff' },
  { route: 'GET /api/console/bookings', who: 'staff' },
  { route: 'GET /api/console/bookings.csv', who: 'staff' },
  { route: 'GET /api/console/bookings/{id}', who: 'staff' },
  { route: 'POST /api/console/bookings/{id}/cancel', who: 'staff' },
  { route: 'POST /api/console/packages/{id}/departures', who: 'staff' },
  { route: 'GET /api/console/departures', who: 'staff' },
  { route: 'PUT /api/console/departures/{id}', who: 'staff' },
  { route: 'POST /api/console/departures/{id}/cancel', who: 'staff' },
  { route: 'POST /api/console/departures/{id}/message', who: 'staff' },
  { route: 'GET /api/console/leads', who: 'staff' },
  { route: 'PATCH /api/console/leads/{id}', who: 'staff' },
  { route: 'GET /api/console/customers', who: 'staff' },
  { route: 'GET /api/console/audit', who: 'staff' },
  { route: 'GET /api/console/bookings/{id}/invoice.pdf', who: 'staff' },
  { route: 'GET /api/console/bookings/{id}/credit-note.pdf', who: 'staff' },
  { route: 'GET /api/console/packages', who: 'staff' },
  { route: 'POST /api/console/packages', who: 'staff' },
  { route: 'GET /api/console/packages/{id}', who: 'staff' },
  { route: 'PUT /api/console/packages/{id}', who: 'staff' },
  { route: 'POST /api/console/packages/{id}/images', who: 'staff' },
  { route: 'GET /api/console/customers/{id}', who: 'staff' },
  { route: 'GET /api/console/leads.csv', who: 'staff' },
  { route: 'GET /api/console/customers.csv', who: 'staff' },
  { route: 'GET /api/console/departures.csv', who: 'staff' },
  { route: 'GET /api/console/audit.csv', who: 'staff' },
  { route: 'GET /api/console/customers/{id}/credit', who: 'staff' },
  { route: 'POST /api/console/customers/{id}/credit', who: 'staff' },
  { route: 'GET /api/console/departures/{id}/manifest', who: 'staff' },
  { route: 'GET /api/console/departures/{id}/manifest.csv', who: 'staff' },
  { route: 'POST /api/console/departures/{id}/check-ins', who: 'staff' },
  { route: 'GET /api/console/departures/{id}/waitlist', who: 'staff' },
  { route: 'GET /api/console/promo-codes', who: 'staff' },
  { route: 'POST /api/console/promo-codes', who: 'staff' },
  { route: 'GET /api/console/promo-codes/{id}', who: 'staff' },
  { route: 'PATCH /api/console/promo-codes/{id}', who: 'staff' },
  { route: 'GET /api/console/reviews', who: 'staff' },
  { route: 'PATCH /api/console/reviews/{id}', who: 'staff' },
  { route: 'POST /api/console/bookings/{id}/trip-pass', who: 'staff' },
]

/** Console routes anyone may call. */
const PUBLIC_CONSOLE_ROUTES = ['POST /api/console/login', 'POST /api/console/login/totp']

/** The route as a request, with a well-formed id for each path parameter. */
function requestOf(route: string): InjectOptions {
  const [method = '', path = ''] = route.split(' ')
  return { method, url: path.replace(/\{\w+\}/g, '0123456789abcdef01234567') }
}

function logIn(app: FastifyInstance, email: string, password: string, address = uniqueAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/console/login',
    remoteAddress: address,
    payload: { email, password },
  })
}

function addStaff(app: FastifyInstance, owner: TestStaff, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/console/staff', headers: owner.auth, payload })
}

function patchStaff(app: FastifyInstance, owner: TestStaff, id: string, payload: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/console/staff/${id}`,
    headers: owner.auth,
    payload,
  })
}

function me(app: FastifyInstance, member: { auth: { authorization: string } }) {
  return app.inject({ method: 'GET', url: '/api/console/me', headers: member.auth })
}

const SIGN_IN_REQUIRED = { success: false, message: 'Please sign in to the console' }

describe('POST /api/console/login', () => {
  test('the owner from OWNER_EMAIL and OWNER_PASSWORD signs in with a 12-hour token kept only as a hash', async () => {
    const app = await createConsoleApp()
    const address = uniqueAddress()
    const password = await logIn(app, TEST_OWNER.email.toUpperCase(), TEST_OWNER.password, address)
    expect(password.statusCode).toBe(200)
    // The password alone opens nothing: a first sign-in sets up the second factor.
    const first = password.json<{ data: { challenge: string; secret: string } }>().data
    expect(password.json()).toEqual({
      success: true,
      data: {
        totpEnrolmentRequired: true,
        challenge: first.challenge,
        secret: first.secret,
        otpauthUrl: `otpauth://totp/Trippy%20Himalaya%20Console:owner%40trippy.example.com?secret=${first.secret}&issuer=Trippy%20Himalaya%20Console`,
        qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/) as string,
      },
    })
    expect(await app.db.selectFrom('staff_sessions').select('id').execute()).toEqual([])
    const response = await app.inject({
      method: 'POST',
      url: '/api/console/login/totp',
      remoteAddress: address,
      payload: { challenge: first.challenge, code: await totpCode(first.secret) },
    })
    expect(response.statusCode).toBe(200)
    const { data } = response.json<{
      data: { token: string; staff: { _id: string }; recoveryCodes: string[] }
    }>()
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(response.json()).toEqual({
      success: true,
      data: {
        token: data.token,
        staff: {
          _id: data.staff._id,
          email: TEST_OWNER.email,
          name: TEST_OWNER.name,
          role: 'owner',
        },
        recoveryCodes: data.recoveryCodes,
      },
    })
    expect(response.body).not.toMatch(/argon2|password/i)

    const owner = await app.db
      .selectFrom('staff')
      .selectAll()
      .where('id', '=', data.staff._id)
      .executeTakeFirstOrThrow()
    expect(owner.password_hash).toMatch(/^\$argon2id\$/)
    const sessions = await app.db
      .selectFrom('staff_sessions')
      .selectAll()
      .where('staff_id', '=', data.staff._id)
      .execute()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.token_hash).toBe(createHash('sha256').update(data.token).digest('hex'))
    const lifetime = Date.parse(sessions[0]?.expires_at ?? '') - Date.now()
    expect(lifetime).toBeGreaterThan(12 * 60 * 60 * 1000 - 60_000)
    expect(lifetime).toBeLessThanOrEqual(12 * 60 * 60 * 1000)
    // Console tokens are not customer tokens.
    const customerSessions = await app.db.selectFrom('customer_sessions').select('id').execute()
    expect(customerSessions).toEqual([])
  })

  test('gives the same 401 for a wrong password, an unknown email and a customer', async () => {
    const app = await createConsoleApp()
    const customer = await signUpAndLogIn(app)
    for (const [email, password] of [
      [TEST_OWNER.email, 'not-the-password'],
      [uniqueEmail(), TEST_OWNER.password],
      [customer.email, 'kedar-2026-trail'],
    ] as const) {
      const response = await logIn(app, email, password)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' })
    }
    const sessions = await app.db.selectFrom('staff_sessions').select('id').execute()
    expect(sessions).toEqual([])
  })

  test('refuses a malformed body with 400 and the failing fields', async () => {
    const app = await createConsoleApp()
    const response = await app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email: 'not-an-email', password: '' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Please enter your password' },
      ]),
    )
  })

  test('sign-ins beyond AUTH_RATE_LIMIT_MAX a minute from one address answer 429, as the customers’ do', async () => {
    const app = await createConsoleApp({ AUTH_RATE_LIMIT_MAX: '2' })
    const address = uniqueAddress()
    const statuses: number[] = []
    for (let i = 0; i < 2; i++) {
      statuses.push((await logIn(app, TEST_OWNER.email, TEST_OWNER.password, address)).statusCode)
    }
    expect(statuses).toEqual([200, 200])
    const limited = await logIn(app, TEST_OWNER.email, TEST_OWNER.password, address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too many requests. Please try again in a minute.',
    })
    expect((await logIn(app, TEST_OWNER.email, TEST_OWNER.password)).statusCode).toBe(200)
  })
})

describe('the first owner', () => {
  test('no staff exist unless OWNER_EMAIL and OWNER_PASSWORD are set', async () => {
    const app = await createTestApp({ OWNER_EMAIL: TEST_OWNER.email })
    const staff = await app.db.selectFrom('staff').select('id').execute()
    expect(staff).toEqual([])
  })

  test('an existing member with that email is kept as they are, password and all', async () => {
    const app = await createConsoleApp()
    const before = await app.db.selectFrom('staff').selectAll().execute()
    expect(before).toHaveLength(1)
    const created = await ensureOwner(app.db, {
      email: TEST_OWNER.email,
      password: 'a-different-password',
      name: 'Someone Else',
    })
    expect(created).toBe(false)
    expect(await app.db.selectFrom('staff').selectAll().execute()).toEqual(before)
    expect((await logIn(app, TEST_OWNER.email, TEST_OWNER.password)).statusCode).toBe(200)
  })
})

describe('who may call each console route', () => {
  test('the list below holds every console route the app serves', async () => {
    const app = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>()
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/console'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
    expect(served.sort()).toEqual(
      [...CONSOLE_ROUTES.map(({ route }) => route), ...PUBLIC_CONSOLE_ROUTES].sort(),
    )
  })

  for (const { route, who } of CONSOLE_ROUTES) {
    test(`${route}: 401 without a token`, async () => {
      const app = await createConsoleApp()
      const response = await app.inject(requestOf(route))
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(SIGN_IN_REQUIRED)
    })

    test(`${route}: 401 for a malformed, made-up or signed-out token`, async () => {
      const app = await createConsoleApp()
      const owner = await signInOwner(app)
      await app.inject({ method: 'POST', url: '/api/console/logout', headers: owner.auth })
      for (const authorization of [
        'Bearer',
        `Basic ${owner.token}`,
        'Bearer not-a-token',
        `Bearer ${'A'.repeat(43)}`,
        owner.auth.authorization,
      ]) {
        const response = await app.inject({ ...requestOf(route), headers: { authorization } })
        expect(response.statusCode, authorization).toBe(401)
        expect(response.json()).toEqual(SIGN_IN_REQUIRED)
      }
    })

    test(`${route}: 403 for a customer's token`, async () => {
      const app = await createConsoleApp()
      const customer = await signUpAndLogIn(app)
      const response = await app.inject({ ...requestOf(route), headers: customer.auth })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, message: 'This needs a staff account' })
    })

    if (who === 'owner') {
      test(`${route}: 403 for a member of staff who is not an owner`, async () => {
        const app = await createConsoleApp()
        const member = await createStaffMember(app, 'staff')
        const response = await app.inject({ ...requestOf(route), headers: member.auth })
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ success: false, message: 'Only the owner can do this' })
      })
    }
  }
})

describe('staff accounts', () => {
  test('the owner adds a member whose one-time password signs them in', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const email = uniqueEmail('kiran')
    const response = await addStaff(app, owner, {
      email: `  ${email.toUpperCase()} `,
      name: ' Kiran Bisht ',
      role: 'staff',
    })
    expect(response.statusCode).toBe(201)
    const { data } = response.json<{ data: { staff: { _id: string }; password: string } }>()
    expect(data.password.length).toBeGreaterThanOrEqual(20)
    expect(response.json()).toEqual({
      success: true,
      data: {
        staff: {
          _id: data.staff._id,
          email,
          name: 'Kiran Bisht',
          role: 'staff',
          createdAt: expect.any(String) as string,
          disabled: false,
          totpEnrolled: false,
        },
        password: data.password,
      },
      message: 'Staff member added. Pass on the password now: it is shown only once.',
    })
    const row = await app.db
      .selectFrom('staff')
      .selectAll()
      .where('id', '=', data.staff._id)
      .executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
    expect(row.password_hash).not.toContain(data.password)

    const member = await signInStaff(app, email, data.password)
    const answer = await me(app, { auth: { authorization: `Bearer ${member.token}` } })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      success: true,
      data: { _id: data.staff._id, email, name: 'Kiran Bisht', role: 'staff' },
    })
  })

  test('a member of staff cannot add staff, and nobody is added', async () => {
    const app = await createConsoleApp()
    const member = await createStaffMember(app, 'staff')
    const email = uniqueEmail()
    const response = await addStaff(app, member, { email, name: 'Intruder', role: 'owner' })
    expect(response.statusCode).toBe(403)
    const rows = await app.db.selectFrom('staff').select('id').where('email', '=', email).execute()
    expect(rows).toEqual([])
  })

  test('refuses an email a member already has, whatever its case, with 409', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const response = await addStaff(app, owner, {
      email: TEST_OWNER.email.toUpperCase(),
      name: 'Second Owner',
      role: 'owner',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message: 'A staff member with this email already exists',
      errors: [{ path: 'email', message: 'A staff member with this email already exists' }],
    })
    expect(await app.db.selectFrom('staff').select('id').execute()).toHaveLength(1)
  })

  test('refuses a bad new member with 400 beside the fields', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const response = await addStaff(app, owner, { email: 'nope', name: ' ', role: 'admin' })
    expect(response.statusCode).toBe(400)
    const { errors } = response.json<{ errors: { path: string }[] }>()
    expect(errors.map(({ path }) => path).sort()).toEqual(['email', 'name', 'role'])
  })

  test('the owner lists every member, disabled ones too', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const member = await createStaffMember(app, 'staff')
    await patchStaff(app, owner, member.id, { disabled: true })
    const response = await app.inject({
      method: 'GET',
      url: '/api/console/staff',
      headers: owner.auth,
    })
    expect(response.statusCode).toBe(200)
    const { data } = response.json<{ data: { _id: string; role: string; disabled: boolean }[] }>()
    expect(data.map(({ _id, role, disabled }) => ({ _id, role, disabled }))).toEqual([
      { _id: owner.id, role: 'owner', disabled: false },
      { _id: member.id, role: 'staff', disabled: true },
    ])
  })

  test('disabling a member revokes their sessions and keeps them out until enabled again', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const member = await createStaffMember(app, 'staff')
    expect((await me(app, member)).statusCode).toBe(200)

    const disabled = await patchStaff(app, owner, member.id, { disabled: true })
    expect(disabled.statusCode).toBe(200)
    expect(disabled.json()).toMatchObject({
      success: true,
      data: { _id: member.id, disabled: true },
      message: 'Staff member updated',
    })
    const sessions = await app.db
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', member.id)
      .execute()
    expect(sessions).toEqual([])
    const refused = await me(app, member)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual(SIGN_IN_REQUIRED)
    expect((await logIn(app, member.email, member.password)).statusCode).toBe(401)

    const enabled = await patchStaff(app, owner, member.id, { disabled: false })
    expect(enabled.json()).toMatchObject({ data: { disabled: false } })
    expect((await logIn(app, member.email, member.password)).statusCode).toBe(200)
  })

  test('a change of role applies to signed-in members at their next request', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const member = await createStaffMember(app, 'staff')
    const list = { method: 'GET', url: '/api/console/staff', headers: member.auth } as const
    expect((await app.inject(list)).statusCode).toBe(403)
    const promoted = await patchStaff(app, owner, member.id, { role: 'owner' })
    expect(promoted.json()).toMatchObject({ data: { role: 'owner' } })
    expect((await app.inject(list)).statusCode).toBe(200)
    await patchStaff(app, owner, member.id, { role: 'staff' })
    expect((await app.inject(list)).statusCode).toBe(403)
  })

  test('an owner cannot demote or disable themselves: 409, and they stay an active owner', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    for (const change of [
      { role: 'staff' },
      { disabled: true },
      { role: 'staff', disabled: false },
    ]) {
      const response = await patchStaff(app, owner, owner.id, change)
      expect(response.statusCode, JSON.stringify(change)).toBe(409)
      expect(response.json()).toEqual({
        success: false,
        message: 'You cannot disable yourself or give up your own owner role',
      })
    }
    const row = await app.db
      .selectFrom('staff')
      .select(['role', 'disabled_at'])
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ role: 'owner', disabled_at: null })
    expect((await me(app, owner)).statusCode).toBe(200)
  })

  test('answers 404 for an unknown member and 400 for a change that says nothing', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const unknown = await patchStaff(app, owner, '0123456789abcdef01234567', { disabled: true })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ success: false, message: 'Staff member not found' })
    const empty = await patchStaff(app, owner, owner.id, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({
      errors: [{ message: 'Say what to change: role or disabled' }],
    })
  })
})

describe('console sessions', () => {
  test('logout revokes the token it was sent with and no other', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const otherDevice = await signInOwner(app)
    const logout = await app.inject({
      method: 'POST',
      url: '/api/console/logout',
      headers: owner.auth,
    })
    expect(logout.statusCode).toBe(200)
    expect(logout.json()).toEqual({
      success: true,
      data: null,
      message: 'Signed out of the console',
    })
    expect((await me(app, owner)).statusCode).toBe(401)
    expect((await me(app, otherDevice)).statusCode).toBe(200)
  })

  test('refuses an expired console token and forgets it', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    await app.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('staff_id', '=', owner.id)
      .execute()
    const response = await me(app, owner)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual(SIGN_IN_REQUIRED)
    const left = await app.db
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', owner.id)
      .execute()
    expect(left).toEqual([])
  })

  test("a console token opens none of a customer's routes", async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const response = await app.inject({
      method: 'GET',
      url: `/api/customers/${owner.id}`,
      headers: owner.auth,
    })
    expect(response.statusCode).toBe(401)
  })
})
