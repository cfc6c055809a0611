import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { NEWSLETTER_RATE_LIMIT } from './newsletter.routes.ts'

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
