import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Socket } from 'socket.io-client'
import { describe, expect, test } from 'vitest'
import { MAIL_PUBLIC_URL, mailingApp, mailTo, tokenIn } from '../../test/mailing-app.ts'
import { createTestApp } from '../../test/test-app.ts'
import { connectSocket, listen } from '../../test/live.ts'
import { requestPasswordReset } from './password-reset.service.ts'
import {
  logInAs,
  signUpAndLogIn,
  TEST_PASSWORD,
  uniqueAddress,
  uniqueEmail,
} from '../../test/test-customers.ts'

const NEW_PASSWORD = 'valley-of-flowers-9'
const LINK_SENT =
  'If an account exists for that email, we have sent a link to reset your password. It expires in 30 minutes.'
const LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.'
const PASSWORD_RESET = 'Your password has been changed. Please log in with your new password.'
const MINUTE = 60_000

function askForLink(app: FastifyInstance, email: string, address = uniqueAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/customers/password-reset/request',
    remoteAddress: address,
    payload: { email },
  })
}

function resetWith(app: FastifyInstance, token: string, password = NEW_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/customers/password-reset',
    remoteAddress: uniqueAddress(),
    payload: { token, password },
  })
}

function logIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/customers/login',
    remoteAddress: uniqueAddress(),
    payload: { email, password },
  })
}

async function resetMails(app: FastifyInstance, email: string) {
  return app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('subject', '=', 'Reset your password')
    .orderBy('created_at')
    .execute()
}

/** The token in the link of the latest reset mail to `email`. */
async function tokenFromMail(app: FastifyInstance, email: string): Promise<string> {
  const mail = (await resetMails(app, email)).at(-1)
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1]
  if (!token) throw new Error(`no reset link mailed to ${email}`)
  return token
}

describe('POST /api/customers/password-reset/request', () => {
  test('answers 202 for an unknown email, the same as for a customer, and mails nothing', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const unknown = uniqueEmail('nobody')
    const forUnknown = await askForLink(app, unknown)
    const forCustomer = await askForLink(app, customer.email)
    for (const response of [forUnknown, forCustomer]) {
      expect(response.statusCode).toBe(202)
      expect(response.json()).toEqual({ success: true, data: null, message: LINK_SENT })
    }
    expect(await resetMails(app, unknown)).toEqual([])
    expect(await resetMails(app, customer.email)).toHaveLength(1)
  })

  test('mails a link valid 30 minutes and stores only the SHA-256 of its token', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app, { firstName: 'Meera' })
    const response = await askForLink(app, customer.email.toUpperCase())
    expect(response.statusCode).toBe(202)

    const [mail] = await resetMails(app, customer.email)
    expect(mail?.subject).toBe('Reset your password')
    expect(mail?.text_body).toContain('Namaste Meera')
    expect(mail?.text_body).toMatch(
      /^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/m,
    )
    expect(mail?.text_body).toContain('expires in 30 minutes')
    expect(mail?.text_body).toContain('If you did not ask for this, ignore this mail')
    const token = await tokenFromMail(app, customer.email)
    const rows = await app.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows[0]?.used_at).toBeNull()
    expect(Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.created_at ?? '')).toBe(
      30 * MINUTE,
    )
  })

  test('a new request leaves the earlier links working, up to 3 links at once', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const tokens: string[] = []
    for (let i = 0; i < 4; i++) {
      expect((await askForLink(app, customer.email)).statusCode).toBe(202)
      tokens.push(await tokenFromMail(app, customer.email))
    }
    expect(await resetMails(app, customer.email)).toHaveLength(3)
    const [first, second, third] = tokens

    expect((await resetWith(app, first ?? '')).statusCode).toBe(200)
    // Using one link retires the others.
    for (const token of [second, third]) {
      const response = await resetWith(app, token ?? '', 'another-password-1')
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: LINK_INVALID })
    }
  })

  test('refuses a request that is not an email with 400, and mails nothing', async () => {
    const app = await createTestApp()
    const response = await askForLink(app, 'not-an-email')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid input',
      errors: [{ path: 'email', message: 'Please enter a valid email address' }],
    })
    const mail = await app.db.selectFrom('mail_outbox').select('id').execute()
    expect(mail).toEqual([])
  })

  test('the 11th request within a minute from one address answers 429', async () => {
    const app = await createTestApp()
    const address = uniqueAddress()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await askForLink(app, uniqueEmail(), address)).statusCode)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429])
    expect((await askForLink(app, uniqueEmail())).statusCode).toBe(202)
  })
})

describe('POST /api/customers/password-reset', () => {
  test('the link from the mail sets the new password: the old one is refused, the new one accepted', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await askForLink(app, customer.email)
    const token = await tokenFromMail(app, customer.email)

    const response = await resetWith(app, token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, data: null, message: PASSWORD_RESET })

    const old = await logIn(app, customer.email, TEST_PASSWORD)
    expect(old.statusCode).toBe(401)
    expect(old.json()).toEqual({ success: false, message: 'Invalid email or password' })
    expect((await logIn(app, customer.email, NEW_PASSWORD)).statusCode).toBe(200)
    const row = await app.db
      .selectFrom('customers')
      .select('password_hash')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
  })

  test('a link works once: of two uses at the same moment one answers 200, the other 400', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await askForLink(app, customer.email)
    const token = await tokenFromMail(app, customer.email)

    const answers = await Promise.all([
      resetWith(app, token, 'first-new-password'),
      resetWith(app, token, 'second-new-password'),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
    const refused = answers.find((answer) => answer.statusCode === 400)
    expect(refused?.json()).toEqual({ success: false, message: LINK_INVALID })
    const winner = answers[0]?.statusCode === 200 ? 'first-new-password' : 'second-new-password'
    expect((await logIn(app, customer.email, winner)).statusCode).toBe(200)

    const again = await resetWith(app, token, 'third-new-password')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ success: false, message: LINK_INVALID })
  })

  test('a link expires 30 minutes after it was asked for', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const options = app.mailContext

    await requestPasswordReset(
      app.db,
      { email: customer.email },
      { ...options, now: new Date(Date.now() - 30 * MINUTE) },
    )
    const expired = await resetWith(app, await tokenFromMail(app, customer.email))
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual({ success: false, message: LINK_INVALID })
    expect((await logIn(app, customer.email, NEW_PASSWORD)).statusCode).toBe(401)

    await requestPasswordReset(
      app.db,
      { email: customer.email },
      { ...options, now: new Date(Date.now() - 29 * MINUTE) },
    )
    const inTime = await resetWith(app, await tokenFromMail(app, customer.email))
    expect(inTime.statusCode).toBe(200)
  })

  test('signs the customer out everywhere: every earlier token answers 401, their sockets close', async () => {
    const app = await createTestApp()
    const url = await listen(app)
    const customer = await signUpAndLogIn(app)
    const tokens = [customer.token, await logInAs(app, customer.email)]
    const sockets = await Promise.all(tokens.map((token) => connectSocket(url, { token })))
    const closed = sockets.map(
      (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)),
    )
    await askForLink(app, customer.email)

    expect((await resetWith(app, await tokenFromMail(app, customer.email))).statusCode).toBe(200)
    for (const token of tokens) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/customers/${customer.id}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.statusCode).toBe(401)
    }
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect'])
    const sessions = await app.db
      .selectFrom('customer_sessions')
      .select('id')
      .where('customer_id', '=', customer.id)
      .execute()
    expect(sessions).toEqual([])
  })

  test('refuses a made-up or malformed token with 400 and the same message', async () => {
    const app = await createTestApp()
    await signUpAndLogIn(app)
    for (const token of ['A'.repeat(43), 'not-a-token', `${'B'.repeat(43)}!`]) {
      const response = await resetWith(app, token)
      expect(response.statusCode, token).toBe(400)
      expect(response.json()).toEqual({ success: false, message: LINK_INVALID })
    }
  })

  test('refuses an invalid body with 400 and the failing fields, changing nothing', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await askForLink(app, customer.email)
    const token = await tokenFromMail(app, customer.email)

    const short = await resetWith(app, token, 'short')
    expect(short.statusCode).toBe(400)
    expect(short.json()).toEqual({
      success: false,
      message: 'Invalid input',
      errors: [{ path: 'password', message: 'Password must be at least 8 characters' }],
    })
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/customers/password-reset',
      payload: { password: NEW_PASSWORD },
    })
    expect(noToken.statusCode).toBe(400)
    expect(noToken.json()).toEqual({
      success: false,
      message: 'Invalid input',
      errors: [{ path: 'token', message: LINK_INVALID }],
    })
    // The link is still good after the refusals, and the password unchanged until it is used.
    expect((await logIn(app, customer.email, TEST_PASSWORD)).statusCode).toBe(200)
    expect((await resetWith(app, token)).statusCode).toBe(200)
  })
})

test('the reset link arrives by SMTP, opens the reset page of this site, and works once', async () => {
  const { app, smtp } = await mailingApp()
  const customer = await signUpAndLogIn(app)
  const asked = await app.inject({
    method: 'POST',
    url: '/api/customers/password-reset/request',
    remoteAddress: uniqueAddress(),
    payload: { email: customer.email },
  })
  expect(asked.statusCode).toBe(202)
  const mail = await mailTo(smtp, customer.email, 'Reset your password')
  expect(mail.text).toContain('30 minutes')
  expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/reset-password?token=`)
  const token = tokenIn(mail.text, `${MAIL_PUBLIC_URL}/reset-password`)
  const reset = () =>
    app.inject({
      method: 'POST',
      url: '/api/customers/password-reset',
      remoteAddress: uniqueAddress(),
      payload: { token, password: 'a-new-trail-2027' },
    })
  expect((await reset()).statusCode).toBe(200)
  expect((await reset()).statusCode).toBe(400)
})
