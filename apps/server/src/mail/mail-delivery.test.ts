import { once } from 'node:events'
import net from 'node:net'
import { expect, onTestFinished, test } from 'vitest'
import { until } from '../../test/live.ts'
import { closedSmtpUrl, startSmtpServer } from '../../test/smtp-server.ts'
import { createSecondInstance, createTestApp } from '../../test/test-app.ts'
import { createSmtpTransport, deliverQueuedMail, startMailDelivery } from './mail-worker.ts'
import { type MailPriority, queueMail } from './outbox.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** Long enough that no test here is helped by a poll: only a wake or a drain delivers. */
const NEVER = 60 * 60_000
/** Backing off from an unreachable server fast, so a test waits for conditions, not seconds. */
const QUICK_BACKOFF = { first: 20, max: 100 }

/** Accepts connections and never says a word, as a wedged mail server does. */
async function startSilentServer() {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('No port')
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  onTestFinished(stop)
  return { port: address.port, url: `smtp://127.0.0.1:${address.port}`, stop }
}

const mail = (subject: string, priority: MailPriority = 'urgent') => ({
  to: 'asha@example.in',
  subject,
  text: `${subject}: the body`,
  priority,
})

/** The subjects a test SMTP server received, in the order it received them. */
const subjects = (smtp: { received: { subject: string }[] }) =>
  smtp.received.map((received) => received.subject)

const outbox = (app: TestApp) =>
  app.db.selectFrom('mail_outbox').select(['subject', 'status', 'attempts', 'last_error']).execute()

/** A lead from the site's form: a request that queues a mail to the operator. */
function sendLead(app: TestApp) {
  return app.inject({
    method: 'POST',
    url: '/api/leads/create',
    payload: {
      kind: 'lead',
      firstName: 'Asha',
      email: 'asha@example.in',
      phone: '98765 43210',
      packageType: '4dham',
      travelers: 2,
      sourcePath: '/char-dham',
    },
  })
}

test('queues the welcome mail as bulk and a password reset as urgent', async () => {
  const app = await createTestApp()
  const account = {
    firstName: 'Asha',
    lastName: 'Rawat',
    email: 'asha.rawat@example.in',
    phone: '+91 98765 43210',
    password: 'kedar-2026-trail',
  }
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/customers/send-otp',
    payload: account,
  })
  expect(signUp.statusCode).toBe(201)
  const reset = await app.inject({
    method: 'POST',
    url: '/api/customers/password-reset/request',
    payload: { email: account.email },
  })
  expect(reset.statusCode).toBe(202)

  const rows = await app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'priority'])
    .orderBy('priority')
    .execute()
  expect(rows.map((row) => row.priority)).toEqual([0, 1])
  expect(rows[0]?.subject).toMatch(/password/i)
  expect(rows[1]?.subject).toMatch(/welcome/i)
})

test('sends urgent mail before bulk mail queued earlier', async () => {
  const app = await createTestApp()
  const smtp = await startSmtpServer()
  for (const n of [1, 2, 3]) await queueMail(app.db, mail(`Welcome ${n}`, 'bulk'))
  await queueMail(app.db, mail('Reset your password'))
  await queueMail(app.db, mail('Booking received'))
  const transport = createSmtpTransport(smtp.url, { poolSize: 1 })
  onTestFinished(() => transport.close?.())

  await deliverQueuedMail(app.db, transport, { from: 'desk@example.in', context: app.mailContext })

  // Mail queued in the same millisecond goes in any order; urgent mail goes first whatever its age.
  expect(subjects(smtp).slice(0, 2).toSorted()).toEqual(['Booking received', 'Reset your password'])
  expect(subjects(smtp).slice(2).toSorted()).toEqual(['Welcome 1', 'Welcome 2', 'Welcome 3'])
})

test('sends everything due in one go, several mails at a time, without waiting for a poll', async () => {
  const smtp = await startSmtpServer()
  const app = await createTestApp({ SMTP_URL: smtp.url, SMTP_POOL_SIZE: '4' })
  for (let n = 0; n < 60; n++) await queueMail(app.db, mail(`Welcome ${n}`, 'bulk'))

  const delivery = startMailDelivery(app, { pollMs: NEVER })
  onTestFinished(() => delivery.stop())

  await until(() => smtp.received.length === 60, 10_000)
  expect(smtp.mostAtOnce()).toBeGreaterThan(1)
  expect(smtp.mostAtOnce()).toBeLessThanOrEqual(4)
})

test('wakes as soon as a mail is queued, even in a transaction', async () => {
  const smtp = await startSmtpServer()
  const app = await createTestApp({ SMTP_URL: smtp.url })
  await queueMail(app.db, mail('First'))
  const delivery = startMailDelivery(app, { pollMs: NEVER })
  onTestFinished(() => delivery.stop())
  await until(async () => (await outbox(app)).every((row) => row.status === 'sent'))

  await queueMail(app.db, mail('Reset your password'))
  await until(() => subjects(smtp).includes('Reset your password'))
  await app.db.transaction().execute(async (trx) => {
    await queueMail(trx, mail('Booking received'))
    await trx.selectFrom('mail_outbox').select('id').execute()
  })
  await until(() => subjects(smtp).includes('Booking received'))

  expect(subjects(smtp)).toEqual(['First', 'Reset your password', 'Booking received'])
})

test('two instances on one database send every mail exactly once', async () => {
  const smtp = await startSmtpServer()
  const app = await createTestApp({ SMTP_URL: smtp.url })
  const other = await createSecondInstance(app, { SMTP_URL: smtp.url })
  const deliveries = [app, other].map((instance) => startMailDelivery(instance, { pollMs: 50 }))
  onTestFinished(async () => {
    await Promise.all(deliveries.map((delivery) => delivery.stop()))
  })

  await Promise.all(
    Array.from({ length: 100 }, (_, n) =>
      queueMail((n % 2 ? app : other).db, mail(`#${n}`, n % 3 ? 'bulk' : 'urgent')),
    ),
  )
  await until(async () => (await outbox(app)).every((row) => row.status === 'sent'), 15_000)
  await Promise.all(deliveries.map((delivery) => delivery.stop()))

  expect(smtp.received).toHaveLength(100)
  expect(new Set(subjects(smtp)).size).toBe(100)
  expect((await outbox(app)).every((row) => row.attempts === 1)).toBe(true)
})

test('with the SMTP server down, requests answer at once and mail waits without using up its tries, then all of it goes', async () => {
  const smtp = await startSmtpServer()
  // The app's own worker, the one that would keep a request waiting if anything did.
  const app = await createTestApp(
    { SMTP_URL: smtp.url },
    { mailDelivery: { pollMs: NEVER, backoffMs: QUICK_BACKOFF } },
  )
  await app.ready()
  await queueMail(app.db, mail('Before the outage'))
  await until(() => smtp.received.length === 1)

  await smtp.stop()
  const started = performance.now()
  const lead = await sendLead(app)
  expect(lead.statusCode).toBe(201)
  expect(performance.now() - started).toBeLessThan(1000)
  for (let n = 0; n < 10; n++) await queueMail(app.db, mail(`During ${n}`))
  await until(async () =>
    (await outbox(app)).some((row) => row.status === 'queued' && row.last_error !== null),
  )
  const rows = await outbox(app)
  expect(rows.filter((row) => row.status === 'failed')).toEqual([])
  for (const row of rows.filter((row) => row.status === 'queued')) expect(row.attempts).toBe(0)

  const back = await startSmtpServer({ port: smtp.port })
  await until(async () => (await outbox(app)).every((row) => row.status === 'sent'))
  expect(back.received).toHaveLength(11)
  expect(new Set([...subjects(smtp), ...subjects(back)]).size).toBe(12)
  expect((await outbox(app)).every((row) => row.attempts === 1)).toBe(true)
})

test('an SMTP server that never greets delays mail, not requests, and the mail goes once a server answers', async () => {
  const silent = await startSilentServer()
  const app = await createTestApp(
    { SMTP_URL: silent.url },
    {
      mailDelivery: { pollMs: NEVER, backoffMs: QUICK_BACKOFF, smtp: { greetingTimeoutMs: 1500 } },
    },
  )
  await app.ready()

  const started = performance.now()
  const lead = await sendLead(app)
  expect(lead.statusCode).toBe(201)
  expect(performance.now() - started).toBeLessThan(1000)
  await until(async () => (await outbox(app))[0]?.last_error != null)
  const waiting = (await outbox(app))[0]
  expect(waiting).toMatchObject({ status: 'queued', attempts: 0 })
  expect(waiting?.last_error).toMatch(/greeting/i)

  await silent.stop()
  const smtp = await startSmtpServer({ port: silent.port })
  await until(() => smtp.received.length === 1)
  await until(async () => (await outbox(app))[0]?.status === 'sent')
  expect((await outbox(app))[0]?.attempts).toBe(1)
})

test('stopping while it waits out an unreachable server ends the wait at once', async () => {
  const app = await createTestApp({ SMTP_URL: await closedSmtpUrl() })
  const delivery = startMailDelivery(app, {
    pollMs: NEVER,
    backoffMs: { first: NEVER, max: NEVER },
  })
  await queueMail(app.db, mail('During the outage'))
  await until(async () => (await outbox(app)).some((row) => row.last_error !== null))

  const started = performance.now()
  await delivery.stop()
  expect(performance.now() - started).toBeLessThan(1000)
})
