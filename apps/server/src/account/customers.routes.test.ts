import { createHash } from 'node:crypto'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { describe, expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import {
  signUpAndLogIn,
  TEST_PASSWORD,
  type TestCustomer,
  uniqueAddress,
  uniqueEmail,
} from '../../test/test-customers.ts'

const PROFILE = {
  firstName: 'Asha',
  lastName: 'Rawat',
  phone: '+91 98765 43210',
  address: '12 Mall Road, Mussoorie, Uttarakhand',
}

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Rawat',
    email,
    phone: '9876543210',
    password: TEST_PASSWORD,
    ...overrides,
  }
}

function logIn(app: FastifyInstance, email: string, password: string, address = uniqueAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/customers/login',
    remoteAddress: address,
    payload: { email, password },
  })
}

function changePassword(
  app: FastifyInstance,
  customer: TestCustomer,
  currentPassword: string,
  address: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/customers/${customer.id}/password`,
    headers: customer.auth,
    remoteAddress: address,
    payload: { currentPassword, newPassword: 'valley-of-flowers-9' },
  })
}

describe('POST /api/customers/send-otp', () => {
  test('registers a customer with an Argon2id hash and queues a welcome mail', async () => {
    const app = await createTestApp()
    const email = uniqueEmail('asha')
    const response = await app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: registration(email.toUpperCase()),
    })
    expect(response.statusCode).toBe(201)
    const body = response.json<{ data: { _id: string } }>()
    expect(body.data._id).toMatch(/^[0-9a-f]{24}$/)
    expect(body).toEqual({
      success: true,
      data: { _id: body.data._id },
      message: 'Registration successful! Please login.',
    })
    const row = await app.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', body.data._id)
      .executeTakeFirstOrThrow()
    expect(row.email).toBe(email)
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
    expect(row.password_hash).not.toContain(TEST_PASSWORD)
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .execute()
    expect(mail).toHaveLength(1)
    expect(mail[0]?.subject).toBe('Welcome to Trippy Himalaya')
    expect(mail[0]?.text_body).toContain('Namaste Asha')
  })

  test('refuses an email that is already registered, whatever its case, with 409', async () => {
    const app = await createTestApp()
    const email = uniqueEmail()
    const first = await app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: registration(email),
    })
    expect(first.statusCode).toBe(201)
    const second = await app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: registration(email.toUpperCase(), { firstName: 'Other' }),
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({
      success: false,
      message: 'An account with this email already exists',
      errors: [{ path: 'email', message: 'An account with this email already exists' }],
    })
    const rows = await app.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', email)
      .execute()
    expect(rows).toHaveLength(1)
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', email)
      .execute()
    expect(mail).toHaveLength(1)
  })

  test('refuses bad input with 400 and the failing fields, storing nothing', async () => {
    const app = await createTestApp()
    const response = await app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: {
        firstName: ' ',
        lastName: 'Rawat',
        email: 'not-an-email',
        phone: 'abc',
        password: 'short',
      },
    })
    expect(response.statusCode).toBe(400)
    const body = response.json<{ errors: { path: string; message: string }[] }>()
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Please enter your first name' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'phone', message: 'Please enter a valid phone number' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ]),
    )
    const count = await app.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
  })
})

describe('POST /api/customers/login', () => {
  test('answers the id, a token and the customer, and stores only the token hash', async () => {
    const app = await createTestApp()
    const email = uniqueEmail()
    await app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: registration(email),
    })
    const response = await logIn(app, email, TEST_PASSWORD)
    expect(response.statusCode).toBe(200)
    const { data } = response.json<{ data: { _id: string; token: string } }>()
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: data._id,
        token: data.token,
        customer: {
          _id: data._id,
          firstName: 'Asha',
          lastName: 'Rawat',
          email,
          phone: '9876543210',
          address: '',
          isProfileComplete: false,
          emailVerified: false,
          language: 'en',
        },
      },
    })
    expect(response.body).not.toMatch(/argon2|password/i)
    const sessions = await app.db
      .selectFrom('customer_sessions')
      .selectAll()
      .where('customer_id', '=', data._id)
      .execute()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.token_hash).toBe(createHash('sha256').update(data.token).digest('hex'))
    expect(JSON.stringify(sessions)).not.toContain(data.token)
    expect(Date.parse(sessions[0]?.expires_at ?? '')).toBeGreaterThan(Date.now())
  })

  test('gives the same 401 for a wrong password and for an unknown email', async () => {
    const app = await createTestApp()
    const email = uniqueEmail()
    await app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: registration(email),
    })
    const wrongPassword = await logIn(app, email, 'not-the-password')
    const unknownEmail = await logIn(app, uniqueEmail(), TEST_PASSWORD)
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' })
    }
  })

  test('lets the right password in from a clean address after 10 wrong ones from another', async () => {
    const app = await createTestApp()
    const email = uniqueEmail()
    await app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: registration(email),
    })
    const guesser = uniqueAddress()
    for (let i = 0; i < 10; i++) {
      expect((await logIn(app, email, `wrong-password-${i}`, guesser)).statusCode).toBe(401)
    }
    expect((await logIn(app, email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  test('refuses an address that guessed 10 times, even the right password, for 15 minutes', async () => {
    // Wrong current passwords are guesses too; with them the per-minute limit on sign-in is not
    // reached, so what answers 429 here is the guess count.
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const address = uniqueAddress()
    for (let i = 0; i < 5; i++) {
      expect((await logIn(app, uniqueEmail(), TEST_PASSWORD, address)).statusCode).toBe(401)
      expect((await changePassword(app, customer, 'not-my-password', address)).statusCode).toBe(400)
    }
    const locked = await logIn(app, customer.email, TEST_PASSWORD, address)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      success: false,
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    })
    expect((await changePassword(app, customer, TEST_PASSWORD, address)).statusCode).toBe(429)
    expect((await logIn(app, customer.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  test("forgives the owner's typos at their address once they sign in there", async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const address = uniqueAddress()
    for (let i = 0; i < 9; i++) {
      expect((await logIn(app, customer.email, 'wrong-password', address)).statusCode).toBe(401)
    }
    expect((await logIn(app, customer.email, TEST_PASSWORD, address)).statusCode).toBe(200)
    // Counted from zero again: ten more guesses, and only then a refusal.
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await changePassword(app, customer, 'not-my-password', address)).statusCode)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429])
  })
})

describe('the per-address limit on routes that run Argon2 for anyone', () => {
  test('the 11th sign-in within a minute from one address answers 429, another address gets in', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const address = uniqueAddress()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      statuses.push((await logIn(app, customer.email, TEST_PASSWORD, address)).statusCode)
    }
    expect(statuses).toEqual(Array<number>(10).fill(200))
    const limited = await logIn(app, customer.email, TEST_PASSWORD, address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too many requests. Please try again in a minute.',
    })
    expect((await logIn(app, customer.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  test('the 11th registration within a minute from one address answers 429, another address registers', async () => {
    const app = await createTestApp()
    const address = uniqueAddress()
    const register = (email: string, remoteAddress = address) =>
      app.inject({
        method: 'POST',
        url: '/api/customers/send-otp',
        remoteAddress,
        payload: registration(email),
      })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await register(uniqueEmail())).statusCode)
    expect(statuses).toEqual(Array<number>(10).fill(201))
    const refusedEmail = uniqueEmail()
    const limited = await register(refusedEmail)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too many requests. Please try again in a minute.',
    })
    const stored = await app.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', refusedEmail)
      .execute()
    expect(stored).toEqual([])
    expect((await register(uniqueEmail(), uniqueAddress())).statusCode).toBe(201)
  })
})

describe('sessions', () => {
  test('logout revokes the token it was sent with and no other', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const other = await signUpAndLogIn(app)
    const logout = await app.inject({
      method: 'POST',
      url: '/api/customers/logout',
      headers: customer.auth,
    })
    expect(logout.statusCode).toBe(200)
    expect(logout.json()).toEqual({ success: true, data: null, message: 'Logged out successfully' })
    const after = await app.inject({
      method: 'GET',
      url: `/api/customers/${customer.id}`,
      headers: customer.auth,
    })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({
      success: false,
      message: 'Session expired. Please login again.',
    })
    const stillIn = await app.inject({
      method: 'GET',
      url: `/api/customers/${other.id}`,
      headers: other.auth,
    })
    expect(stillIn.statusCode).toBe(200)
  })

  test('refuses logout without a token', async () => {
    const app = await createTestApp()
    const response = await app.inject({ method: 'POST', url: '/api/customers/logout' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: 'Please log in to continue' })
  })

  test('refuses an expired token and forgets it', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await app.db
      .updateTable('customer_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('customer_id', '=', customer.id)
      .execute()
    const response = await app.inject({
      method: 'GET',
      url: `/api/customers/${customer.id}`,
      headers: customer.auth,
    })
    expect(response.statusCode).toBe(401)
    const left = await app.db
      .selectFrom('customer_sessions')
      .select('id')
      .where('customer_id', '=', customer.id)
      .execute()
    expect(left).toEqual([])
  })

  test('refuses malformed and made-up bearer tokens', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    for (const authorization of [
      'Bearer',
      `Basic ${customer.token}`,
      'Bearer not-a-token',
      `Bearer ${'A'.repeat(43)}`,
      `Bearer ${customer.token}x`,
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/customers/${customer.id}`,
        headers: { authorization },
      })
      expect(response.statusCode, authorization).toBe(401)
    }
  })
})

type Endpoint = {
  name: string
  request: (userId: string) => InjectOptions
  ok: number
}

// Every endpoint that names a customer: only that customer's own token may use it.
const CUSTOMER_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/customers/:userId',
    request: (id) => ({ method: 'GET', url: `/api/customers/${id}` }),
    ok: 200,
  },
  {
    name: 'PUT /api/customers/profile/:userId',
    request: (id) => ({ method: 'PUT', url: `/api/customers/profile/${id}`, payload: PROFILE }),
    ok: 200,
  },
  {
    name: 'GET /api/customers/:userId/settings',
    request: (id) => ({ method: 'GET', url: `/api/customers/${id}/settings` }),
    ok: 200,
  },
  {
    name: 'PUT /api/customers/:userId/settings',
    request: (id) => ({
      method: 'PUT',
      url: `/api/customers/${id}/settings`,
      payload: { displayCurrency: 'USD', emailNotifications: false },
    }),
    ok: 200,
  },
  {
    name: 'POST /api/customers/:userId/password',
    request: (id) => ({
      method: 'POST',
      url: `/api/customers/${id}/password`,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'valley-of-flowers-9' },
    }),
    ok: 200,
  },
  {
    name: 'DELETE /api/customers/:userId',
    request: (id) => ({
      method: 'DELETE',
      url: `/api/customers/${id}`,
      payload: { password: TEST_PASSWORD },
    }),
    ok: 200,
  },
]

describe('authorisation of every customer endpoint', () => {
  for (const endpoint of CUSTOMER_ENDPOINTS) {
    test(`${endpoint.name}: the customer's own token may use it`, async () => {
      const app = await createTestApp()
      const customer = await signUpAndLogIn(app)
      const response = await app.inject({
        ...endpoint.request(customer.id),
        headers: customer.auth,
      })
      expect(response.statusCode, response.body).toBe(endpoint.ok)
    })

    test(`${endpoint.name}: 403 for another customer's id, which stays unchanged`, async () => {
      const app = await createTestApp()
      const customer = await signUpAndLogIn(app)
      const victim = await signUpAndLogIn(app, { firstName: 'Victim' })
      const before = await app.db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', victim.id)
        .executeTakeFirstOrThrow()
      const response = await app.inject({ ...endpoint.request(victim.id), headers: customer.auth })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({
        success: false,
        message: 'You can only see and change your own account',
      })
      const after = await app.db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', victim.id)
        .executeTakeFirstOrThrow()
      expect(after).toEqual(before)
    })

    test(`${endpoint.name}: 401 without a token`, async () => {
      const app = await createTestApp()
      const customer = await signUpAndLogIn(app)
      const response = await app.inject(endpoint.request(customer.id))
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: 'Please log in to continue' })
    })

    test(`${endpoint.name}: 401 with a logged-out token`, async () => {
      const app = await createTestApp()
      const customer = await signUpAndLogIn(app)
      await app.inject({ method: 'POST', url: '/api/customers/logout', headers: customer.auth })
      const response = await app.inject({
        ...endpoint.request(customer.id),
        headers: customer.auth,
      })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        success: false,
        message: 'Session expired. Please login again.',
      })
    })
  }
})

describe('GET and PUT /api/customers/profile', () => {
  test('reads the customer without any password hash', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const response = await app.inject({
      method: 'GET',
      url: `/api/customers/${customer.id}`,
      headers: customer.auth,
    })
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: customer.id,
        firstName: 'Asha',
        lastName: 'Rawat',
        email: customer.email,
        phone: '+91 98765 43210',
        address: '',
        isProfileComplete: false,
        emailVerified: false,
        language: 'en',
      },
    })
    expect(response.body).not.toMatch(/argon2|hash/i)
  })

  test('completes the profile and says so', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const response = await app.inject({
      method: 'PUT',
      url: `/api/customers/profile/${customer.id}`,
      headers: customer.auth,
      payload: { ...PROFILE, firstName: '  Asha Devi ' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: customer.id,
        ...PROFILE,
        firstName: 'Asha Devi',
        email: customer.email,
        isProfileComplete: true,
        emailVerified: false,
        language: 'en',
      },
      message: 'Profile updated successfully',
    })
  })

  test('refuses an empty address with 400 beside the field and changes nothing', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const response = await app.inject({
      method: 'PUT',
      url: `/api/customers/profile/${customer.id}`,
      headers: customer.auth,
      payload: { ...PROFILE, firstName: 'Changed', address: '   ' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid input',
      errors: [{ path: 'address', message: 'Please enter your address' }],
    })
    const row = await app.db
      .selectFrom('customers')
      .select('first_name')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow()
    expect(row.first_name).toBe('Asha')
  })

  test('answers 400 for a malformed customer id', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const response = await app.inject({
      method: 'GET',
      url: '/api/customers/not-an-id',
      headers: customer.auth,
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('settings', () => {
  test('starts in INR with email notifications on, and keeps what the customer saves', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const url = `/api/customers/${customer.id}/settings`
    const initial = await app.inject({ method: 'GET', url, headers: customer.auth })
    expect(initial.json()).toEqual({
      success: true,
      data: { displayCurrency: 'INR', emailNotifications: true, language: 'en' },
    })
    const saved = await app.inject({
      method: 'PUT',
      url,
      headers: customer.auth,
      payload: { displayCurrency: 'EUR', emailNotifications: false },
    })
    expect(saved.json()).toEqual({
      success: true,
      data: { displayCurrency: 'EUR', emailNotifications: false, language: 'en' },
      message: 'Settings saved',
    })
    const reread = await app.inject({ method: 'GET', url, headers: customer.auth })
    expect(reread.json<{ data: unknown }>().data).toEqual({
      displayCurrency: 'EUR',
      emailNotifications: false,
      language: 'en',
    })
  })

  test('keeps the language of the site the customer signed up on, for their mails', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app, { language: 'hi' })
    const settings = await app.inject({
      method: 'GET',
      url: `/api/customers/${customer.id}/settings`,
      headers: customer.auth,
    })
    expect(settings.json<{ data: { language: string } }>().data.language).toBe('hi')
    const profile = await app.inject({
      method: 'GET',
      url: `/api/customers/${customer.id}`,
      headers: customer.auth,
    })
    expect(profile.json<{ data: { language: string } }>().data.language).toBe('hi')
  })

  test('changes the language of the mails, and keeps it when a change leaves it out', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const url = `/api/customers/${customer.id}/settings`
    const saved = await app.inject({
      method: 'PUT',
      url,
      headers: customer.auth,
      payload: { displayCurrency: 'INR', emailNotifications: true, language: 'hi' },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<{ data: { language: string } }>().data.language).toBe('hi')
    const without = await app.inject({
      method: 'PUT',
      url,
      headers: customer.auth,
      payload: { displayCurrency: 'USD', emailNotifications: true },
    })
    expect(without.json<{ data: unknown }>().data).toEqual({
      displayCurrency: 'USD',
      emailNotifications: true,
      language: 'hi',
    })
    const row = await app.db
      .selectFrom('customers')
      .select('language')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow()
    expect(row.language).toBe('hi')
  })

  test('refuses a language the site is not in, at sign-up and in the settings', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const settings = await app.inject({
      method: 'PUT',
      url: `/api/customers/${customer.id}/settings`,
      headers: customer.auth,
      payload: { displayCurrency: 'INR', emailNotifications: true, language: 'fr' },
    })
    expect(settings.statusCode).toBe(400)
    expect(settings.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('language')
    const registered = await app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: {
        firstName: 'Asha',
        lastName: 'Rawat',
        email: `lang-${customer.id}@example.com`,
        phone: '+91 98765 43210',
        password: 'valley-of-flowers-9',
        language: 'HI',
      },
    })
    expect(registered.statusCode).toBe(400)
    expect(registered.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('language')
  })

  test('refuses a currency the site does not offer', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const response = await app.inject({
      method: 'PUT',
      url: `/api/customers/${customer.id}/settings`,
      headers: customer.auth,
      payload: { displayCurrency: 'BTC', emailNotifications: true },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('displayCurrency')
  })

  test('changing the password signs out every other session and keeps this one', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const otherDevice = await logIn(app, customer.email, TEST_PASSWORD)
    const otherToken = otherDevice.json<{ data: { token: string } }>().data.token
    const response = await app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/password`,
      headers: customer.auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'valley-of-flowers-9' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      data: null,
      message: 'Password changed. You have been signed out on your other devices.',
    })
    const read = (authorization: string) =>
      app.inject({
        method: 'GET',
        url: `/api/customers/${customer.id}`,
        headers: { authorization },
      })
    expect((await read(customer.auth.authorization)).statusCode).toBe(200)
    expect((await read(`Bearer ${otherToken}`)).statusCode).toBe(401)
    expect((await logIn(app, customer.email, TEST_PASSWORD)).statusCode).toBe(401)
    expect((await logIn(app, customer.email, 'valley-of-flowers-9')).statusCode).toBe(200)
  })

  test('refuses a wrong current password beside its field and keeps the old one', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const response = await app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/password`,
      headers: customer.auth,
      payload: { currentPassword: 'not-my-password', newPassword: 'valley-of-flowers-9' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'Your current password is not correct',
      errors: [{ path: 'currentPassword', message: 'Your current password is not correct' }],
    })
    expect((await logIn(app, customer.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  test('refuses a new password shorter than 8 characters', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const response = await app.inject({
      method: 'POST',
      url: `/api/customers/${customer.id}/password`,
      headers: customer.auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: unknown }>().errors).toEqual([
      { path: 'newPassword', message: 'Password must be at least 8 characters' },
    ])
  })
})

describe('DELETE /api/customers/:userId', () => {
  test('asks for the password and keeps the account when it is wrong', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/customers/${customer.id}`,
      headers: customer.auth,
      payload: { password: 'not-my-password' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: unknown }>().errors).toEqual([
      { path: 'password', message: 'That password is not correct' },
    ])
    const read = await app.inject({
      method: 'GET',
      url: `/api/customers/${customer.id}`,
      headers: customer.auth,
    })
    expect(read.statusCode).toBe(200)
  })

  test('removes personal data, sessions and wishlist but keeps the anonymised row', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const pkg = await app.db.selectFrom('packages').select('id').executeTakeFirstOrThrow()
    await app.inject({ method: 'POST', url: `/api/wishlist/${pkg.id}`, headers: customer.auth })
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/customers/${customer.id}`,
      headers: customer.auth,
      payload: { password: TEST_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      data: null,
      message: 'Your account has been deleted',
    })
    const row = await app.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      email: null,
      first_name: '',
      last_name: '',
      phone: '',
      address: '',
      password_hash: null,
    })
    expect(row.deleted_at).not.toBeNull()
    for (const table of ['customer_sessions', 'wishlist_items'] as const) {
      const rows = await app.db
        .selectFrom(table)
        .select('customer_id')
        .where('customer_id', '=', customer.id)
        .execute()
      expect(rows, table).toEqual([])
    }
    expect((await logIn(app, customer.email, TEST_PASSWORD)).statusCode).toBe(401)
    const again = await app.inject({
      method: 'POST',
      url: '/api/customers/send-otp',
      payload: registration(customer.email),
    })
    expect(again.statusCode).toBe(201)
  })
})
