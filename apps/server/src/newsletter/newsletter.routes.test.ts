import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { MAIL_PUBLIC_URL, mailingApp, mailTo, tokenIn } from '../../test/mailing-app.ts'
import type { ReceivedMail } from '../../test/smtp-server.ts'
import { createTestApp } from '../../test/test-app.ts'
import { NEWSLETTER_RATE_LIMIT } from './newsletter.routes.ts'
import { CONFIRM_RESEND_AFTER_MS, subscribeToNewsletter } from './newsletter.service.ts'

/** A fresh client address per test, so counters in a shared Redis never collide. */
const newAddress = () => `10.${[...randomBytes(3)].join('.')}`

test('subscribes an address once, however often it is sent', async () => {
  const app = await createTestApp()
  const address = newAddress()
  for (const email of ['Walker@Example.com', 'walker@example.com']) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: address,
      payload: { email },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      success: true,
      data: { email: 'walker@example.com' },
      message: 'Subscribed',
    })
  }
  const rows = await app.db.selectFrom('newsletter_subscribers').select('email').execute()
  expect(rows).toEqual([{ email: 'walker@example.com' }])
})

test('refuses a missing or malformed address, and stores nothing', async () => {
  const app = await createTestApp()
  for (const payload of [{}, { email: '' }, { email: 'walker@' }, { email: '<b>x</b>@x' }]) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: newAddress(),
      payload,
    })
    expect(response.statusCode).toBe(400)
    const body = response.json<{ success: boolean; errors: { path: string }[] }>()
    expect(body.success).toBe(false)
    expect(body.errors.map((error) => error.path)).toEqual(['email'])
  }
  expect(await app.db.selectFrom('newsletter_subscribers').select('email').execute()).toEqual([])
})

test('answers 429 past the sign-up limit of one address', async () => {
  const app = await createTestApp()
  const address = newAddress()
  const send = (n: number) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: address,
      payload: { email: `walker${n}@example.com` },
    })
  for (let n = 0; n < NEWSLETTER_RATE_LIMIT.max; n++) expect((await send(n)).statusCode).toBe(201)
  const refused = await send(NEWSLETTER_RATE_LIMIT.max)
  expect(refused.statusCode).toBe(429)
  expect(refused.json()).toEqual({
    success: false,
    message: 'Too many sign-ups from your network. Please try again later.',
  })
})

const CONFIRM_SUBJECT = 'Confirm your subscription to the Trippy Himalaya newsletter'
const CONFIRM_INVALID =
  'This confirmation link is invalid or has expired. Please subscribe again from the form at the bottom of any page.'
const UNSUBSCRIBE_INVALID =
  'This unsubscribe link is invalid. Please use the link in our latest mail, or write to us.'
const uniqueEmail = () => `reader.${randomBytes(5).toString('hex')}@example.com`

function subscribe(app: FastifyInstance, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: newAddress(),
    payload: { email },
  })
}

function confirm(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } })
}

async function subscriber(app: FastifyInstance, email: string) {
  return app.db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
}

/** The value of a header as the mail carried it. */
function header(mail: ReceivedMail, name: string): string | undefined {
  const prefix = `${name.toLowerCase()}:`
  return mail.rawHeaders
    .find((line) => line.toLowerCase().startsWith(prefix))
    ?.slice(prefix.length)
    .trim()
}

test('double opt-in: the address stays pending until the mailed link confirms it, once', async () => {
  const { app, smtp } = await mailingApp()
  const email = uniqueEmail()
  const response = await subscribe(app, email)
  expect(response.statusCode).toBe(201)
  expect(response.json()).toEqual({ success: true, data: { email }, message: 'Subscribed' })
  expect(await subscriber(app, email)).toMatchObject({ status: 'pending', confirmed_at: null })

  const mail = await mailTo(smtp, email, CONFIRM_SUBJECT)
  expect(mail.from).toBe(app.env.SUPPORT_EMAIL)
  const row = await subscriber(app, email)
  const unsubscribeToken = row.unsubscribe_token ?? ''
  expect(unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(header(mail, 'List-Unsubscribe')).toBe(
    `<${MAIL_PUBLIC_URL}/api/newsletter/unsubscribe?token=${unsubscribeToken}>, <mailto:${app.env.SUPPORT_EMAIL}?subject=unsubscribe>`,
  )
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  expect(mail.text).toContain(
    `Confirm my subscription:\n${MAIL_PUBLIC_URL}/newsletter/confirm?token=`,
  )
  expect(mail.text).toContain(
    `Unsubscribe with one click:\n${MAIL_PUBLIC_URL}/newsletter/unsubscribe?token=${unsubscribeToken}\n`,
  )
  expect(mail.html).toContain(
    `<a href="${MAIL_PUBLIC_URL}/newsletter/unsubscribe?token=${unsubscribeToken}"`,
  )
  const token = tokenIn(mail.text, '/newsletter/confirm')
  // The confirmation token is kept only as its hash.
  expect(JSON.stringify(row)).not.toContain(token)

  const confirmed = await confirm(app, token)
  expect(confirmed.statusCode).toBe(200)
  expect(confirmed.json()).toEqual({
    success: true,
    data: null,
    message: 'Your subscription is confirmed. Thank you!',
  })
  expect(await subscriber(app, email)).toMatchObject({
    status: 'confirmed',
    confirmed_at: expect.any(String) as string,
    confirm_token_hash: null,
  })

  const used = await confirm(app, token)
  expect(used.statusCode).toBe(400)
  expect(used.json()).toEqual({ success: false, message: CONFIRM_INVALID })
  const unknown = await confirm(app, 'A'.repeat(43))
  expect(unknown.statusCode).toBe(400)
  expect(unknown.json()).toEqual({ success: false, message: CONFIRM_INVALID })
})

test('answers every sign-up alike, and mails a confirmation only when one is due', async () => {
  const { app, smtp } = await mailingApp()
  const email = uniqueEmail()
  for (let n = 0; n < 3; n++) expect((await subscribe(app, email)).statusCode).toBe(201)
  const first = await mailTo(smtp, email, CONFIRM_SUBJECT)
  // Within ten minutes a pending address gets no second mail.
  const queued = () =>
    app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()
  expect(await queued()).toHaveLength(1)

  // Later, a sign-up again sends a new link, and the old one stops working.
  await subscribeToNewsletter(
    app.db,
    app.mailContext,
    email,
    new Date(Date.now() + CONFIRM_RESEND_AFTER_MS + 1000),
  )
  const second = await mailTo(smtp, email, CONFIRM_SUBJECT, 2)
  const oldToken = tokenIn(first.text, '/newsletter/confirm')
  expect((await confirm(app, oldToken)).statusCode).toBe(400)
  expect((await confirm(app, tokenIn(second.text, '/newsletter/confirm'))).statusCode).toBe(200)

  // Confirmed: signing up again changes nothing and mails nothing.
  expect((await subscribe(app, email)).json()).toEqual({
    success: true,
    data: { email },
    message: 'Subscribed',
  })
  expect(await queued()).toHaveLength(2)
  expect((await subscriber(app, email)).status).toBe('confirmed')
})

test('one-click unsubscribe: the mail client posts List-Unsubscribe=One-Click to the header link', async () => {
  const { app, smtp } = await mailingApp()
  const email = uniqueEmail()
  await subscribe(app, email)
  const mail = await mailTo(smtp, email, CONFIRM_SUBJECT)
  await confirm(app, tokenIn(mail.text, '/newsletter/confirm'))
  const link = /<(https:[^>]+)>/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1] ?? ''
  const { pathname, search } = new URL(link)

  const response = await app.inject({
    method: 'POST',
    url: `${pathname}${search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({
    success: true,
    data: null,
    message: 'You are unsubscribed. We will send you no more newsletters.',
  })
  const row = await subscriber(app, email)
  expect(row).toMatchObject({
    status: 'unsubscribed',
    unsubscribed_at: expect.any(String) as string,
  })

  // A client that posts again, or the page with the token in JSON, is told the same.
  const again = await app.inject({
    method: 'POST',
    url: '/api/newsletter/unsubscribe',
    payload: { token: row.unsubscribe_token },
  })
  expect(again.statusCode).toBe(200)
  expect((await subscriber(app, email)).unsubscribed_at).toBe(row.unsubscribed_at)

  // Signing up again starts over: pending, with a new confirmation mail.
  expect((await subscribe(app, email)).statusCode).toBe(201)
  await mailTo(smtp, email, CONFIRM_SUBJECT, 2)
  expect((await subscriber(app, email)).status).toBe('pending')
})

test('a multipart one-click post works too; an unknown or missing token is refused with 400', async () => {
  const app = await createTestApp()
  const email = uniqueEmail()
  await subscribe(app, email)
  const { unsubscribe_token: token } = await subscriber(app, email)
  const boundary = 'b0undary'
  const multipart = await app.inject({
    method: 'POST',
    url: `/api/newsletter/unsubscribe?token=${token ?? ''}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
  })
  expect(multipart.statusCode).toBe(200)
  expect((await subscriber(app, email)).status).toBe('unsubscribed')

  for (const url of [
    `/api/newsletter/unsubscribe?token=${'B'.repeat(43)}`,
    '/api/newsletter/unsubscribe?token=nonsense',
    '/api/newsletter/unsubscribe',
  ]) {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(response.statusCode, url).toBe(400)
    expect(response.json()).toEqual({ success: false, message: UNSUBSCRIBE_INVALID })
  }
})
