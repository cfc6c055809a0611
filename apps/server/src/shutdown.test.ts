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
import { loadEnv } from './env.ts'

const serverDir = fileURLToPath(new URL('..', import.meta.url))

test('SIGTERM with a websocket open closes it and exits 0 within 5 s', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trippy-shutdown-'))
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
  copyFileSync(inject('baseSqlitePath'), path.join(dataDir, 'app.db'))
  const { REDIS_URL } = loadEnv()
  const child = spawn(process.execPath, ['test/serve-api.ts'], {
    cwd: serverDir,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: REDIS_URL ?? '',
      REDIS_PREFIX: `trippy-test-${randomBytes(6).toString('hex')}:`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  onTestFinished(() => void child.kill('SIGKILL'))
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString())
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)))
  })

  const socket = connect(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
  })
  onTestFinished(() => void socket.close())
  await new Promise((resolve) => socket.once('connect', () => resolve(undefined)))
  socket.emit(EVENTS.WATCH_PACKAGE, '0123456789abcdef01234567')
  const disconnected = new Promise((resolve) => socket.once('disconnect', resolve))

  const started = Date.now()
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  child.kill('SIGTERM')
  const [code] = await exited
  expect(Date.now() - started).toBeLessThan(5000)
  expect(code).toBe(0)
  await disconnected
}, 30_000)
