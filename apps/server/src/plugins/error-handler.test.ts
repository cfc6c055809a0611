import { randomInt } from 'node:crypto'
import { expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'

test('answers an unknown API path with a 404 envelope', async () => {
  const app = await createTestApp()
  const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toEqual({
    success: false,
    message: 'No API route for GET /api/no-such-thing',
  })
})

test('refuses malformed JSON with 400 and no internal detail', async () => {
  const app = await createTestApp()
  const response = await app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { 'content-type': 'application/json' },
    payload: '{"email": "a@b.co",',
  })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ success: false, message: 'Malformed JSON in request body' })
})

test('refuses a body over 1 MB with 413', async () => {
  const app = await createTestApp()
  const response = await app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(1_100_000) }),
  })
  expect(response.statusCode).toBe(413)
  expect(response.json()).toEqual({ success: false, message: 'Request body is too large' })
})

test('answers invalid input with 400 and the failing fields', async () => {
  const app = await createTestApp()
  const response = await app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: 'not-an-email' },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({
    success: false,
    message: 'Invalid input',
    errors: [{ path: 'email', message: 'Please enter a valid email address' }],
  })
})

test('masks an unexpected failure as a 500 envelope without a stack', async () => {
  const app = await createTestApp()
  await app.db.destroy()
  const response = await app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: 'a@b.co' },
  })
  expect(response.statusCode).toBe(500)
  expect(response.json()).toEqual({
    success: false,
    message: 'Something went wrong. Please try again.',
  })
  expect(response.body).not.toMatch(/at .*\.ts|destroy|Kysely/)
})

test('limits requests per address and answers 429 in the envelope', async () => {
  const app = await createTestApp({ RATE_LIMIT_MAX: '3' })
  // A fresh address: with REDIS_URL set, counters are shared with every other test's app.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`
  const get = () => app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })
  const statuses: number[] = []
  for (let i = 0; i < 4; i++) statuses.push((await get()).statusCode)
  expect(statuses).toEqual([200, 200, 200, 429])
  const limited = await get()
  expect(limited.json()).toEqual({
    success: false,
    message: 'Too many requests. Please try again in a minute.',
  })
})
