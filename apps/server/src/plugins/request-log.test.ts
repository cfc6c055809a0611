import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import pino from 'pino'
import { RequestLogger } from './request-log.ts'
import { createTestApp } from '../../test/test-app.ts'

/** An app whose log lines are kept, parsed, at `level`. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = []
  const stream = {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  }
  const app = await createTestApp({ LOG_LEVEL: level }, { logStream: stream })
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
  // The time from the request's arrival to its answer: more than nothing, less than the test.
  const { responseTime } = lines[0] as { responseTime: number }
  expect(responseTime).toBeGreaterThan(0)
  expect(responseTime).toBeLessThan(10_000)
})

test('writes one line for a request to a route with an onResponse hook (the console package routes)', async () => {
  const { app, lines } = await appLoggingAt('info')
  lines.length = 0
  await app.inject({ url: '/api/console/packages' })
  expect(lines).toEqual([
    expect.objectContaining({
      msg: 'request completed',
      url: '/api/console/packages',
      statusCode: 401,
    }),
  ])
})

test('writes the request line exactly as pino would write its fields', async () => {
  const written: string[] = []
  const app = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void written.push(line) } },
  )
  await app.inject({ url: '/api/packages?q=k\\d&limit=2', remoteAddress: '203.0.113.9' })
  const line = written.at(-1) ?? ''
  const { time, pid, hostname, reqId, method, url, ip, statusCode, responseTime } = JSON.parse(
    line,
  ) as Record<string, unknown>
  const byPino: string[] = []
  pino(
    { base: { pid, hostname }, timestamp: () => `,"time":${String(time)}` },
    { write: (text: string) => void byPino.push(text) },
  ).info({ reqId, method, url, ip, statusCode, responseTime }, 'request completed')
  expect(url).toBe('/api/packages?q=k\\d&limit=2') // a character JSON escapes
  expect(line).toBe(byPino[0])
})

test('writes no line for a request below info', async () => {
  const { app, lines } = await appLoggingAt('warn')
  await app.inject({ url: '/api/packages' })
  expect(lines).toEqual([])
})

test("a request's own lines go to the server's log with the request's id", async () => {
  const { app, lines } = await appLoggingAt('info')
  lines.length = 0
  await app.inject({
    method: 'POST',
    url: '/api/leads/create',
    payload: { firstName: 'Bot', website: 'https://spam.example' },
  })
  const [dropped, completed] = lines
  expect(dropped).toMatchObject({
    level: 30,
    msg: 'Dropped a lead whose honeypot field was filled',
  })
  expect(completed).toMatchObject({ msg: 'request completed', statusCode: 201 })
  expect(dropped?.reqId).toEqual(expect.any(String))
  expect(dropped?.reqId).toBe(completed?.reqId)
})

test('still writes warnings and errors below info', async () => {
  const { app, lines } = await appLoggingAt('warn')
  app.log.warn('a warning')
  await app.inject({ url: '/api/packages' })
  expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'a warning' })])
})

test("makes a request's child logger only once the request writes a line of its own", () => {
  const lines: Record<string, unknown>[] = []
  const server = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  )
  let children = 0
  const makeChild = server.child.bind(server)
  server.child = ((...args: Parameters<typeof makeChild>) => {
    children++
    return makeChild(...args)
  }) as typeof server.child
  const quiet = new RequestLogger(server, { reqId: 'req-1' }, {})
  quiet.debug('below the level')
  expect(children).toBe(0)
  const talking = new RequestLogger(server, { reqId: 'req-2' }, {})
  talking.info({ seats: 2 }, 'first')
  talking.warn('second')
  expect(children).toBe(1)
  expect(lines).toEqual([
    expect.objectContaining({ level: 30, reqId: 'req-2', seats: 2, msg: 'first' }),
    expect.objectContaining({ level: 40, reqId: 'req-2', msg: 'second' }),
  ])
})

test('a fatal line writes out the lines the batch still held, before anything else can end the process', async () => {
  const child = spawn(process.execPath, ['test/log-until-fatal.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stdout = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  const [, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null]
  expect(signal).toBe('SIGKILL')
  const lines = stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  expect(lines.map((line) => line.n)).toEqual([
    ...Array.from({ length: 20 }, (_, n) => n),
    undefined,
  ])
  expect(lines.at(-1)).toMatchObject({ level: 60, msg: 'the end' })
})
