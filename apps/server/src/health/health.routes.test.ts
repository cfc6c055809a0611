import { expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'

test('reports the service and its database as ok', async () => {
  const app = await createTestApp()
  const response = await app.inject({ method: 'GET', url: '/api/health' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ success: true, data: { status: 'ok', db: 'ok' } })
})

test('answers 503 with the database down, without a stack trace', async () => {
  const app = await createTestApp()
  await app.db.destroy()
  const response = await app.inject({ method: 'GET', url: '/api/health' })
  expect(response.statusCode).toBe(503)
  expect(response.json()).toEqual({
    success: false,
    message: 'Database unreachable',
    data: { status: 'degraded', db: 'down' },
  })
})
