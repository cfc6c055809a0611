import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EVENTS, type JoinAck, type Notification } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import type { Socket } from 'socket.io-client'
import { expect, inject, onTestFinished, test } from 'vitest'
import { buildApp } from '../app.ts'
import { bookOneSeat as bookOne } from '../../test/test-bookings.ts'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { loadEnv } from '../env.ts'
import { collect, connectSocket, listen, until } from '../../test/live.ts'
import { createTestApp } from '../../test/test-app.ts'
import { sendDepartureReminders } from './notifications.service.ts'

const join = (socket: Socket, userId: string) =>
  socket.timeout(2000).emitWithAck(EVENTS.JOIN, userId) as Promise<JoinAck>

async function bookOneSeat(app: FastifyInstance, customer: TestCustomer, inDays = 60) {
  const booked = await bookOne(app, customer, inDays)
  expect(booked.response.statusCode).toBe(201)
  return { packageId: booked.packageId, departureId: booked.departureId }
}

test('delivers a booking notification to its customer and to no one else', async () => {
  const app = await createTestApp()
  const url = await listen(app)
  const owner = await signUpAndLogIn(app)
  const other = await signUpAndLogIn(app)
  const ownerSocket = await connectSocket(url, { token: owner.token })
  const otherSocket = await connectSocket(url, { token: other.token })
  expect(await join(ownerSocket, owner.id)).toEqual({ ok: true })
  expect(await join(otherSocket, owner.id)).toEqual({
    ok: false,
    message: 'You can only listen to your own notifications',
  })
  const ownerGot = collect<Notification>(ownerSocket, EVENTS.NOTIFICATION)
  const otherGot = collect<Notification>(otherSocket, EVENTS.NOTIFICATION)
  await bookOneSeat(app, owner)
  await until(() => ownerGot.length === 1)
  expect(ownerGot[0]).toMatchObject({ title: 'Booking received', read: false })
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(otherGot).toEqual([])
})

test('refuses to join a room without a valid token, or with a logged-out one', async () => {
  const app = await createTestApp()
  const url = await listen(app)
  const customer = await signUpAndLogIn(app)
  const anonymous = await connectSocket(url)
  expect((await join(anonymous, customer.id)).ok).toBe(false)
  const logout = await app.inject({
    method: 'POST',
    url: '/api/customers/logout',
    headers: customer.auth,
  })
  expect(logout.statusCode).toBe(200)
  const revoked = await connectSocket(url, { token: customer.token })
  expect((await join(revoked, customer.id)).ok).toBe(false)
})

test('lists only the caller’s notifications, newest first, and marks them read', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const other = await signUpAndLogIn(app)
  await bookOneSeat(app, customer)
  await bookOneSeat(app, customer)
  const list = await app.inject({
    method: 'GET',
    url: `/api/notifications?userId=${customer.id}`,
    headers: customer.auth,
  })
  const notifications = list.json<{ data: Notification[] }>().data
  expect(notifications).toHaveLength(2)
  expect((notifications[0]?.timestamp ?? '') >= (notifications[1]?.timestamp ?? '')).toBe(true)
  expect(
    (
      await app.inject({
        method: 'GET',
        url: `/api/notifications?userId=${customer.id}`,
        headers: other.auth,
      })
    ).statusCode,
  ).toBe(403)
  expect(
    (await app.inject({ method: 'GET', url: `/api/notifications?userId=${customer.id}` }))
      .statusCode,
  ).toBe(401)
  const first = notifications[0]
  if (!first) throw new Error('no notification')
  expect(
    (
      await app.inject({
        method: 'PATCH',
        url: `/api/notifications/${first.id}/read`,
        headers: other.auth,
      })
    ).statusCode,
  ).toBe(403)
  const read = await app.inject({
    method: 'PATCH',
    url: `/api/notifications/${first.id}/read`,
    headers: customer.auth,
  })
  expect(read.json()).toMatchObject({ data: { id: first.id, read: true } })
  const all = await app.inject({
    method: 'POST',
    url: '/api/notifications/read-all',
    headers: customer.auth,
  })
  expect(all.json<{ data: Notification[] }>().data.every((item) => item.read)).toBe(true)
})

test('sends one departure reminder per booking, even from two instances at once', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  await bookOneSeat(app, customer, 6)
  const [first, second] = await Promise.all([
    sendDepartureReminders(app.db, app.mailContext),
    sendDepartureReminders(app.db, app.mailContext),
  ])
  expect((first?.length ?? 0) + (second?.length ?? 0)).toBe(1)
  expect(await sendDepartureReminders(app.db, app.mailContext)).toEqual([])
  const reminders = await app.db
    .selectFrom('notifications')
    .select('kind')
    .where('kind', '=', 'departure-reminder')
    .execute()
  expect(reminders).toHaveLength(1)
})

test.runIf(Boolean(loadEnv().REDIS_URL))(
  'carries a notification from one instance to a socket on another through Redis',
  async () => {
    const outer = loadEnv()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'trippy-two-'))
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
    const vars: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '10000',
      REDIS_URL: outer.REDIS_URL ?? '',
    }
    if (outer.DATABASE_URL) {
      // Both instances on one fresh schema.
      const first = await createTestApp()
      vars.DATABASE_URL = first.env.DATABASE_URL ?? ''
    } else {
      copyFileSync(inject('baseSqlitePath'), path.join(dataDir, 'app.db'))
    }
    const one = await buildApp({ env: loadEnv(vars), web: false })
    const two = await buildApp({ env: loadEnv(vars), web: false })
    onTestFinished(async () => {
      await one.close()
      await two.close()
    })
    const urlOne = await listen(one)
    const customer = await signUpAndLogIn(two)
    const socket = await connectSocket(urlOne, { token: customer.token })
    expect(await join(socket, customer.id)).toEqual({ ok: true })
    const received = collect<Notification>(socket, EVENTS.NOTIFICATION)
    await bookOneSeat(two, customer)
    await until(() => received.length === 1)
    expect(received[0]?.title).toBe('Booking received')
  },
)
