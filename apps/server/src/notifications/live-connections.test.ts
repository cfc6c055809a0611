import { EVENTS } from '@trippy/contracts'
import type { Socket } from 'socket.io-client'
import { expect, test } from 'vitest'
import { logInAs, signUpAndLogIn, TEST_PASSWORD } from '../../test/test-customers.ts'
import { connectSocket, listen, openSocket } from '../../test/live.ts'
import { createTestApp } from '../../test/test-app.ts'
import { isAllowedOrigin, SOCKET_EVENTS_PER_WINDOW } from './notifications.plugin.ts'

const disconnection = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve))

test('accepts a websocket only from this site’s pages (or a client that is not a browser)', async () => {
  expect(isAllowedOrigin(undefined, 'trippy.test', 'https://trippyhimalaya.in')).toBe(true)
  expect(
    isAllowedOrigin('https://trippyhimalaya.in', 'internal:3000', 'https://trippyhimalaya.in'),
  ).toBe(true)
  expect(
    isAllowedOrigin('http://127.0.0.1:3100', '127.0.0.1:3100', 'https://trippyhimalaya.in'),
  ).toBe(true)
  expect(
    isAllowedOrigin('https://evil.example', 'trippyhimalaya.in', 'https://trippyhimalaya.in'),
  ).toBe(false)
  expect(isAllowedOrigin('null', 'trippyhimalaya.in', 'https://trippyhimalaya.in')).toBe(false)

  const app = await createTestApp()
  const url = await listen(app)
  const customer = await signUpAndLogIn(app)
  const foreign = openSocket(url, { token: customer.token, origin: 'https://evil.example' })
  await expect(
    new Promise((resolve, reject) => {
      foreign.once('connect', () => resolve('connected'))
      foreign.once('connect_error', reject)
    }),
  ).rejects.toThrow()
  await connectSocket(url, { token: customer.token, origin: url })
})

test('a socket that floods the server with events is disconnected', async () => {
  const app = await createTestApp()
  const url = await listen(app)
  const socket = await connectSocket(url)
  const closed = disconnection(socket)
  for (let i = 0; i <= SOCKET_EVENTS_PER_WINDOW; i++) socket.emit(EVENTS.JOIN, 'not-an-id')
  expect(await closed).toBe('io server disconnect')
})

test('revoking a token disconnects its sockets: logout, password change and deletion', async () => {
  const app = await createTestApp()
  const url = await listen(app)
  const customer = await signUpAndLogIn(app)
  const second = await logInAs(app, customer.email)
  const third = await logInAs(app, customer.email)
  const anonymous = await connectSocket(url)
  const [one, two, three] = await Promise.all(
    [customer.token, second, third].map((token) => connectSocket(url, { token })),
  )
  if (!one || !two || !three) throw new Error('not connected')

  // Logout ends only that session's socket.
  const oneClosed = disconnection(one)
  const logout = await app.inject({
    method: 'POST',
    url: '/api/customers/logout',
    headers: { authorization: `Bearer ${second}` },
  })
  expect(logout.statusCode).toBe(200)
  const twoClosed = disconnection(two)
  expect(await twoClosed).toBe('io server disconnect')

  // A password change signs out every other session, and their sockets.
  const threeClosed = disconnection(three)
  const changed = await app.inject({
    method: 'POST',
    url: `/api/customers/${customer.id}/password`,
    headers: customer.auth,
    payload: {
      currentPassword: TEST_PASSWORD,
      newPassword: 'new-trail-2027-pass',
      confirmPassword: 'new-trail-2027-pass',
    },
  })
  expect(changed.statusCode, changed.body).toBe(200)
  expect(await threeClosed).toBe('io server disconnect')
  expect(one.connected).toBe(true)

  // Deleting the account ends every socket it had.
  const deleted = await app.inject({
    method: 'DELETE',
    url: `/api/customers/${customer.id}`,
    headers: customer.auth,
    payload: { password: 'new-trail-2027-pass' },
  })
  expect(deleted.statusCode, deleted.body).toBe(200)
  expect(await oneClosed).toBe('io server disconnect')
  expect(anonymous.connected).toBe(true)
})
