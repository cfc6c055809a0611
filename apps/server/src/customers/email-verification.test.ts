import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { MAIL_PUBLIC_URL, mailingApp, mailTo, tokenIn } from '../../test/mailing-app.ts'
import { createTestApp } from '../../test/test-app.ts'
import { LIVE_VERIFY_LINKS_LIMIT, verifyEmail } from './email-verification.service.ts'
import { signUpAndLogIn, type TestCustomer, uniqueAddress } from '../../test/test-customers.ts'

const LINK_INVALID = 'This verification link is invalid or has expired. Please ask for a new one.'
const DAY = 24 * 60 * 60_000

function verify(app: FastifyInstance, token: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/customers/verify-email',
    remoteAddress: uniqueAddress(),
    payload: { token },
  })
}

function resend(app: FastifyInstance, customer: TestCustomer, address = uniqueAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/customers/verify-email/resend',
    remoteAddress: address,
    headers: customer.auth,
  })
}

async function emailVerified(app: FastifyInstance, customer: TestCustomer) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/customers/${customer.id}`,
    headers: customer.auth,
  })
  return response.json<{ data: { emailVerified?: boolean } }>().data.emailVerified
}

test('mails the welcome with a single-use link at sign-up; following it verifies the email', async () => {
  const { app, smtp } = await mailingApp()
  const customer = await signUpAndLogIn(app)
  expect(await emailVerified(app, customer)).toBe(false)

  const mail = await mailTo(smtp, customer.email, 'Welcome to Trippy Himalaya')
  expect(mail.from).toBe(app.env.SUPPORT_EMAIL)
  expect(mail.text).toContain('Namaste Asha,')
  expect(mail.text).toContain('The link expires in 7 days and works once.')
  expect(mail.text).toMatch(
    new RegExp(
      `Verify my email address:\\n${MAIL_PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}\\n`,
    ),
  )
  expect(mail.html).toContain('<html lang="en">')
  expect(mail.html).toMatch(
    /<a href="https:\/\/trips\.example\.in\/verify-email\?token=[A-Za-z0-9_-]{43}"[^>]*>Verify my email address<\/a>/,
  )
  const token = tokenIn(mail.text, '/verify-email')
  // Only the token's hash is stored.
  const stored = await app.db.selectFrom('email_verification_tokens').selectAll().execute()
  expect(stored.map((row) => row.token_hash)).toEqual([
    createHash('sha256').update(token).digest('hex'),
  ])
  expect(JSON.stringify(stored)).not.toContain(token)

  const verified = await verify(app, token)
  expect(verified.statusCode).toBe(200)
  expect(verified.json()).toEqual({
    success: true,
    data: { _id: customer.id, emailVerified: true },
    message: 'Thank you! Your email address is verified.',
  })
  expect(await emailVerified(app, customer)).toBe(true)
  const row = await app.db
    .selectFrom('customers')
    .select('email_verified_at')
    .where('id', '=', customer.id)
    .executeTakeFirstOrThrow()
  expect(row.email_verified_at).not.toBeNull()

  // Used once: the same link now answers 400, and the verification stays.
  const again = await verify(app, token)
  expect(again.statusCode).toBe(400)
  expect(again.json()).toEqual({ success: false, message: LINK_INVALID })
  expect(await emailVerified(app, customer)).toBe(true)
})

test('refuses an unknown, malformed or missing token with 400 and a clear message', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  for (const token of ['A'.repeat(43), 'not a token']) {
    const response = await verify(app, token)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: LINK_INVALID })
  }
  // No token at all is invalid input: the field says why.
  for (const payload of [{ token: '' }, {}]) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/customers/verify-email',
      payload,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      success: false,
      errors: [{ path: 'token', message: LINK_INVALID }],
    })
  }
  expect(await emailVerified(app, customer)).toBe(false)
})

test('refuses a link past its 7 days', async () => {
  const { app, smtp } = await mailingApp()
  const customer = await signUpAndLogIn(app)
  const token = tokenIn((await mailTo(smtp, customer.email, 'Welcome')).text, '/verify-email')
  await expect(
    verifyEmail(app.db, { token }, new Date(Date.now() + 7 * DAY + 60_000)),
  ).rejects.toMatchObject({
    statusCode: 400,
    message: LINK_INVALID,
  })
  expect(await emailVerified(app, customer)).toBe(false)
})

test('sends the link again on request (202); either link verifies, then neither works again', async () => {
  const { app, smtp } = await mailingApp()
  const customer = await signUpAndLogIn(app)
  const first = tokenIn((await mailTo(smtp, customer.email, 'Welcome')).text, '/verify-email')

  const response = await resend(app, customer)
  expect(response.statusCode).toBe(202)
  expect(response.json()).toEqual({
    success: true,
    data: null,
    message: 'We have sent you a new link to verify your email address.',
  })
  const mail = await mailTo(smtp, customer.email, 'Verify your email address')
  expect(mail.text).toContain('Namaste Asha,')
  expect(mail.text).toContain('If you did not ask for this, ignore this mail.')
  const second = tokenIn(mail.text, '/verify-email')
  expect(second).not.toBe(first)

  expect((await verify(app, second)).statusCode).toBe(200)
  expect(await emailVerified(app, customer)).toBe(true)
  expect((await verify(app, first)).json()).toEqual({ success: false, message: LINK_INVALID })

  // Verified: asking again mails nothing.
  const after = await resend(app, customer)
  expect(after.statusCode).toBe(202)
  expect(after.json()).toMatchObject({ message: 'Your email address is already verified.' })
  const queued = await app.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to_address', '=', customer.email)
    .execute()
  expect(queued.map((row) => row.subject).sort()).toEqual([
    'Verify your email address',
    'Welcome to Trippy Himalaya',
  ])
})

test('the resend needs a signed-in customer, and stops at a few working links', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const anonymous = await app.inject({ method: 'POST', url: '/api/customers/verify-email/resend' })
  expect(anonymous.statusCode).toBe(401)

  // The welcome mail's link is the first.
  for (let n = 1; n < LIVE_VERIFY_LINKS_LIMIT; n++)
    expect((await resend(app, customer)).statusCode).toBe(202)
  const refused = await resend(app, customer)
  expect(refused.statusCode).toBe(429)
  expect(refused.json()).toEqual({
    success: false,
    message:
      'We have sent you several links already. Please use one of them, or ask again tomorrow.',
  })
  const links = await app.db
    .selectFrom('email_verification_tokens')
    .select('id')
    .where('customer_id', '=', customer.id)
    .execute()
  expect(links).toHaveLength(LIVE_VERIFY_LINKS_LIMIT)
})

test('the resend is under the password routes limit of one address', async () => {
  const app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' })
  const customer = await signUpAndLogIn(app)
  const address = uniqueAddress()
  expect((await resend(app, customer, address)).statusCode).toBe(202)
  expect((await resend(app, customer, address)).statusCode).toBe(202)
  expect((await resend(app, customer, address)).statusCode).toBe(429)
})
