import { expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'

/** An app whose log lines are kept, parsed, at `level`. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = []
  const stream = {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  }
  const app = await createTestApp({ LOG_LEVEL: level }, { logger: { level, stream } })
  return { app, lines }
}

test('writes one line per answered request at info: method, URL, address, status and time', async () => {
  const { app, lines } = await appLoggingAt('info')
  lines.length = 0
  await app.inject({ url: '/api/packages?limit=2', remoteAddress: '203.0.113.9' })
  await app.inject({ url: '/api/packages/no-such-trip' })
  expect(lines).toEqual([
    expect.objectContaining({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/packages?limit=2',
      ip: '203.0.113.9',
      statusCode: 200,
      responseTime: expect.any(Number) as number,
    }),
    expect.objectContaining({ url: '/api/packages/no-such-trip', statusCode: 404 }),
  ])
})

test('writes no line for a request below info', async () => {
  const { app, lines } = await appLoggingAt('warn')
  await app.inject({ url: '/api/packages' })
  expect(lines).toEqual([])
})
