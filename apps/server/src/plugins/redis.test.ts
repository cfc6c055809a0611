import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { buildApp } from '../app.ts'
import { loadEnv } from '../env.ts'

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

test('refuses to start, saying why, when Redis at REDIS_URL does not answer', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trippy-redis-'))
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
  })
  await expect(buildApp({ env, web: false })).rejects.toThrow(
    'Could not connect to Redis at REDIS_URL (shared)',
  )
})
