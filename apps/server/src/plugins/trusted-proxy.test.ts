import { expect, test } from 'vitest'
import { loadEnv } from '../env.ts'
import { createTestApp } from '../../test/test-app.ts'

const health = (
  app: Awaited<ReturnType<typeof createTestApp>>,
  from: string,
  forwardedFor: string,
) =>
  app.inject({
    method: 'GET',
    url: '/api/health',
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
  })

test('a direct client cannot pick a fresh address for the limits with X-Forwarded-For', async () => {
  const app = await createTestApp({ RATE_LIMIT_MAX: '3' })
  const answers = []
  for (let i = 1; i <= 4; i++)
    answers.push((await health(app, '203.0.113.7', `198.51.100.${i}`)).statusCode)
  expect(answers).toEqual([200, 200, 200, 429])
  // Another real address has its own count.
  expect((await health(app, '203.0.113.8', '198.51.100.1')).statusCode).toBe(200)
})

test('behind a listed proxy each forwarded client has its own count, and the proxy is not one client', async () => {
  const app = await createTestApp({ RATE_LIMIT_MAX: '3', TRUST_PROXY: '10.9.0.0/16, 127.0.0.1' })
  const fromProxy = []
  for (let i = 1; i <= 6; i++)
    fromProxy.push((await health(app, '10.9.0.5', `198.51.100.${i}`)).statusCode)
  expect(fromProxy).toEqual([200, 200, 200, 200, 200, 200])
  const oneClient = []
  for (let i = 1; i <= 4; i++)
    oneClient.push((await health(app, '10.9.0.5', '198.51.100.50')).statusCode)
  expect(oneClient).toEqual([200, 200, 200, 429])
  // A client outside the list is still counted by its own address, whatever it forwards.
  const outside = []
  for (let i = 1; i <= 4; i++)
    outside.push((await health(app, '203.0.113.9', `198.51.100.${100 + i}`)).statusCode)
  expect(outside).toEqual([200, 200, 200, 429])
})

test('TRUST_PROXY takes addresses and CIDRs only, never a hop count', () => {
  expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
    '10.0.0.1',
    '192.168.0.0/16',
    '::1',
  ])
  expect(loadEnv({}).TRUST_PROXY).toBeUndefined()
  for (const bad of ['1', 'true', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/1'])
    expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
})
