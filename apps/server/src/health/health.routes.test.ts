import { expect, test } from 'vitest'
import { loadEnv } from '../env.ts'
import { startRedis } from '../../test/redis-server.ts'
import { createTestApp } from '../../test/test-app.ts'

/** What the suite's own Redis adds to the answer when it runs with REDIS_URL. */
const withRedis = loadEnv().REDIS_URL ? { redis: 'ok' } : {}

test('reports the service and its database as ok', async () => {
  const app = await createTestApp()
  const response = await app.inject({ method: 'GET', url: '/api/health' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ success: true, data: { status: 'ok', db: 'ok', ...withRedis } })
})

test('answers 503 with the database down, without a stack trace', async () => {
  const app = await createTestApp()
  await app.db.destroy()
  const response = await app.inject({ method: 'GET', url: '/api/health' })
  expect(response.statusCode).toBe(503)
  expect(response.json()).toEqual({
    success: false,
    message: 'Database unreachable',
    data: { status: 'degraded', db: 'down', ...withRedis },
  })
})

test('reports Redis when it is configured, and stays up (degraded) while Redis is down', async () => {
  const redis = await startRedis()
  const app = await createTestApp({ REDIS_URL: redis.url })
  const up = await app.inject({ method: 'GET', url: '/api/health' })
  expect(up.json()).toEqual({ success: true, data: { status: 'ok', db: 'ok', redis: 'ok' } })
  await redis.stop()
  const down = await app.inject({ method: 'GET', url: '/api/health' })
  expect(down.statusCode).toBe(200)
  expect(down.json()).toEqual({
    success: true,
    data: { status: 'degraded', db: 'ok', redis: 'down' },
  })
})
