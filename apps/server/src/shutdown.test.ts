import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { EVENTS } from '@trippy/contracts'
import { io as connect } from 'socket.io-client'
import { expect, inject, onTestFinished, test } from 'vitest'
import { openSeatsStream, until } from '../test/live.ts'
import { loadEnv } from './env.ts'

const serverDir = fileURLToPath(new URL('..', import.meta.url))

/** The API as a process of its own (`script`, in test/), logging at `logLevel`, once it listens. */
async function serveApi(script: string, logLevel: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trippy-shutdown-'))
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
  copyFileSync(inject('baseSqlitePath'), path.join(dataDir, 'app.db'))
  const { REDIS_URL } = loadEnv()
  const child = spawn(process.execPath, [`test/${script}`], {
    cwd: serverDir,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: logLevel,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: REDIS_URL ?? '',
      REDIS_PREFIX: `trippy-test-${randomBytes(6).toString('hex')}:`,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  onTestFinished(() => void child.kill('SIGKILL'))
  let stdout = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /listening (\d+)/.exec(stdout)
      if (match) resolve(Number(match[1]))
    })
    void exited.then(([code]) => reject(new Error(`server exited early with ${code}`)))
  })
  /** Every line the server wrote to stdout, once it has exited, with its exit code. */
  const exit = async () => {
    const [code] = await exited
    const lines = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    return { code, lines }
  }
  return { child, port, exit }
}

/** `count` requests answered one after another: as many request lines for the log to hold. */
async function requestsTo(port: number, count: number) {
  for (let index = 0; index < count; index++)
    await (await fetch(`http://127.0.0.1:${port}/api/health?n=${index}`)).arrayBuffer()
}

/** The numbers of the requests `requestsTo` made whose lines are in `lines`. */
const requestLinesIn = (lines: Record<string, unknown>[]) =>
  lines
    .filter((line) => line.msg === 'request completed')
    .map((line) => Number(/n=(\d+)/.exec(String(line.url))?.[1]))

test('SIGTERM with a websocket and a live seats stream open closes both and exits 0 within 5 s', async () => {
  const { child, port, exit } = await serveApi('serve-api.ts', 'silent')
  const socket = connect(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
  })
  onTestFinished(() => void socket.close())
  await new Promise((resolve) => socket.once('connect', () => resolve(undefined)))
  socket.emit(EVENTS.JOIN, '0123456789abcdef01234567')
  const disconnected = new Promise((resolve) => socket.once('disconnect', resolve))
  const pkg = (await (
    await fetch(`http://127.0.0.1:${port}/api/packages/kedarkantha-trek`)
  ).json()) as { data: { _id: string } }
  const seats = await openSeatsStream(`http://127.0.0.1:${port}`, pkg.data._id)
  await until(() => seats.updates.length === 1)

  const started = Date.now()
  child.kill('SIGTERM')
  const { code } = await exit()
  expect(Date.now() - started).toBeLessThan(5000)
  expect(code).toBe(0)
  await disconnected
  await seats.ended
}, 30_000)

test('SIGTERM writes every log line the server still held before it exits', async () => {
  const { child, port, exit } = await serveApi('serve-api.ts', 'info')
  // Far more than one batch of lines, so that the last batch is still held when the signal comes.
  await requestsTo(port, 300)
  child.kill('SIGTERM')
  const { code, lines } = await exit()
  expect(code).toBe(0)
  expect(requestLinesIn(lines)).toEqual(Array.from({ length: 300 }, (_, index) => index))
  expect(lines.at(-1)).toMatchObject({ level: 30, msg: 'Shutting down', signal: 'SIGTERM' })
}, 30_000)

test('an uncaught error writes every log line and the error before the server exits with 1', async () => {
  const { child, port, exit } = await serveApi('serve-api-until-error.ts', 'info')
  await requestsTo(port, 300)
  child.stdin.write('fail\n')
  const { code, lines } = await exit()
  expect(code).toBe(1)
  expect(requestLinesIn(lines)).toEqual(Array.from({ length: 300 }, (_, index) => index))
  expect(lines.at(-1)).toMatchObject({
    level: 50,
    msg: 'Shutting down after an error',
    err: expect.objectContaining({ message: 'A bug nobody caught' }) as unknown,
  })
}, 30_000)
