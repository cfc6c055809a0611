import { type Booking, EVENTS, type JoinAck, type Notification } from '@trippy/contracts'
import { formatCalendarDateIn, formatIndiaTime } from '@trippy/contracts/calendar'
import { formatInr } from '@trippy/contracts/money'
import type { FastifyInstance } from 'fastify'
import type { Socket } from 'socket.io-client'
import { expect, test } from 'vitest'
import { collect, connectSocket, listen, until } from '../../test/live.ts'
import { createTestApp } from '../../test/test-app.ts'
import { bookSeats, payAmountDue } from '../../test/test-bookings.ts'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { storeNotification } from './notifications.repository.ts'

const join = (socket: Socket, userId: string) =>
  socket.timeout(2000).emitWithAck(EVENTS.JOIN, userId) as Promise<JoinAck>

async function notificationsOf(app: FastifyInstance, customer: TestCustomer) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/notifications?userId=${customer.id}`,
    headers: customer.auth,
  })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: Notification[] }>().data
}

// On SQLite, and on PostgreSQL when DATABASE_URL is set.
test('a booking’s notification carries its Hindi beside the unchanged English, listed and live', async () => {
  const app = await createTestApp()
  const url = await listen(app)
  const customer = await signUpAndLogIn(app)
  const socket = await connectSocket(url, { token: customer.token })
  expect(await join(socket, customer.id)).toEqual({ ok: true })
  const pushed = collect<Notification>(socket, EVENTS.NOTIFICATION)

  const { response } = await bookSeats(app, customer, { seats: 2 })
  expect(response.statusCode, response.body).toBe(201)
  const booking = response.json<{ data: Booking }>().data
  const start = booking.batchDetails.startDate
  const amount = formatInr(booking.amountDue)
  const english = {
    title: 'Booking received',
    message: `We are holding 2 seats on ${booking.packageDetails.packageName} (${start}) for you until ${formatIndiaTime(booking.holdExpiresAt ?? '')}. Pay ${amount} by then to confirm your booking.`,
  }

  const [listed] = await notificationsOf(app, customer)
  expect(listed).toMatchObject(english)
  expect(listed?.hindi?.title).toBe('बुकिंग मिल गई')
  expect(listed?.hindi?.message).toContain(
    `${booking.packageDetails.packageName} (${formatCalendarDateIn(start, 'hi-IN')}) की 2 सीटें`,
  )
  expect(listed?.hindi?.message).toContain(`${amount} का भुगतान कर दें।`)
  expect(listed?.hindi?.message).not.toContain(start)

  await until(() => pushed.length === 1)
  expect(pushed[0]).toEqual(listed)

  const row = await app.db
    .selectFrom('notifications')
    .select(['title', 'message', 'hindi_title', 'hindi_message'])
    .where('customer_id', '=', customer.id)
    .executeTakeFirstOrThrow()
  expect(row).toEqual({
    ...english,
    hindi_title: listed?.hindi?.title,
    hindi_message: listed?.hindi?.message,
  })

  await payAmountDue(app, booking)
  const [confirmed] = await notificationsOf(app, customer)
  expect(confirmed).toMatchObject({
    title: 'Booking confirmed',
    message: `We received ${amount} for ${booking.packageDetails.packageName} (${start}). Your booking is confirmed.`,
    hindi: { title: 'बुकिंग पक्की हो गई' },
  })
})

test('a notification without Hindi (an operator’s message, an old one) is listed without it', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  await storeNotification(app.db, {
    customerId: customer.id,
    kind: 'operator-message',
    title: 'Meet at the Sankri gate',
    message: 'The pickup is at 6 am sharp.',
  })
  const [listed] = await notificationsOf(app, customer)
  expect(listed).toMatchObject({
    title: 'Meet at the Sankri gate',
    message: 'The pickup is at 6 am sharp.',
  })
  expect(listed).not.toHaveProperty('hindi')
})
