import type { FastifyInstance } from 'fastify'
import { io as connect, type Socket } from 'socket.io-client'
import { onTestFinished } from 'vitest'

/** Listens on a free loopback port, for tests that need real sockets; answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening')
  return `http://127.0.0.1:${address.port}`
}

export type SocketOptions = { token?: string; origin?: string }

/** A socket.io client as the site's pages open one, closed when the test finishes. */
export function openSocket(url: string, options: SocketOptions = {}): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: options.token ? { token: options.token } : {},
    reconnection: false,
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  })
  onTestFinished(() => void socket.close())
  return socket
}

/** The same, once connected (rejects when the server refuses the handshake). */
export async function connectSocket(url: string, options: SocketOptions = {}): Promise<Socket> {
  const socket = openSocket(url, options)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  return socket
}

/** Everything a socket receives on an event from now on. */
export function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = []
  socket.on(event, (payload: T) => received.push(payload))
  return received
}

/** Waits until `check` holds, looking every 20 ms; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
