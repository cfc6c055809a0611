import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { onTestFinished } from 'vitest'

/** A free TCP port on loopback, for a server the test starts itself. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/**
 * A Redis of the test's own (`redis-server` from the machine), so stopping it harms no one else.
 * `stop()` kills it at once, as a crash would; `start()` brings it back on the same port, empty.
 */
export async function startRedis() {
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    )
    child = started
    await new Promise<void>((resolve, reject) => {
      let output = ''
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) resolve()
      })
      started.once('exit', (code) =>
        reject(new Error(`redis-server exited with ${code}: ${output}`)),
      )
    })
  }
  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = once(running, 'exit')
    running.kill('SIGKILL')
    await exited
  }
  await start()
  onTestFinished(stop)
  return { url: `redis://127.0.0.1:${port}`, port, start, stop }
}
