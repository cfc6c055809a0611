import { once } from 'node:events'
import net from 'node:net'
import type { FastifyInstance } from 'fastify'
import { type Kysely } from 'kysely'
import { expect, onTestFinished, test } from 'vitest'
import { capturedLog } from '../../test/captured-log.ts'
import { startSmtpServer as startParsingSmtpServer } from '../../test/smtp-server.ts'
import { createTestApp } from '../../test/test-app.ts'
import type { Database } from '../db/index.ts'
import { createAttachmentRegistry } from './attachments.ts'
import {
  createMailLogger,
  createSmtpTransport,
  type DeliveryOptions,
  deliverQueuedMail,
  MAIL_MAX_ATTEMPTS,
  type MailTransport,
  releaseStaleClaims,
  startMailDelivery,
} from './mail-worker.ts'
import { queueMail } from './outbox.ts'

const FROM = '"Trippy Himalaya" <support@trippyhimalaya.in>'

/** What the app's worker passes, and what a test adds to it. */
const options = (app: FastifyInstance, more: Partial<DeliveryOptions> = {}): DeliveryOptions => ({
  from: FROM,
  context: app.mailContext,
  ...more,
})

type ReceivedMail = { from: string; to: string[]; data: string }

/**
 * A minimal SMTP server on a free port, standing in for the operator's mail provider: enough of
 * RFC 5321 for nodemailer to deliver a plain-text message, or to be refused at RCPT TO.
 */
async function startSmtpServer(options: { refuseRecipients?: boolean } = {}) {
  const received: ReceivedMail[] = []
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8')
    let buffer = ''
    let mail: ReceivedMail = { from: '', to: [], data: '' }
    let inData = false
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 smtp.test ESMTP')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      let end = buffer.indexOf('\r\n')
      while (end >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        end = buffer.indexOf('\r\n')
        if (inData) {
          if (line === '.') {
            inData = false
            received.push(mail)
            mail = { from: '', to: [], data: '' }
            reply('250 2.0.0 Queued')
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          }
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') reply('250 smtp.test')
        else if (command === 'MAIL') {
          mail.from = line
          reply('250 2.1.0 OK')
        } else if (command === 'RCPT') {
          if (options.refuseRecipients) reply('550 5.1.1 Mailbox unavailable')
          else {
            mail.to.push(line)
            reply('250 2.1.5 OK')
          }
        } else if (command === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (command === 'QUIT') {
          reply('221 2.0.0 Bye')
          socket.end()
        } else if (command === 'RSET' || command === 'NOOP') reply('250 2.0.0 OK')
        else reply('502 5.5.2 Command not implemented')
      }
    })
    socket.on('error', () => {})
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('No port')
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `smtp://127.0.0.1:${address.port}`, received }
}

async function outboxRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

const lead = {
  to: 'desk@trippy.example',
  subject: 'New query: Vikram, Char Dham Yatra',
  text: 'First name: Vikram\n\nMessage:\n<b>Is Kedarnath open in May?</b> 🙏',
}

test('sends queued mail through SMTP and marks it sent, with one attempt', async () => {
  const app = await createTestApp()
  const smtp = await startSmtpServer()
  const id = await queueMail(app.db, lead)
  const transport = createSmtpTransport(smtp.url)
  onTestFinished(() => transport.close?.())

  const result = await deliverQueuedMail(app.db, transport, options(app))

  expect(result).toEqual({ sent: 1, failed: 0, retrying: 0, postponed: 0 })
  const row = await outboxRow(app.db, id)
  expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
  expect(Date.parse(row.sent_at ?? '')).toBeGreaterThanOrEqual(Date.parse(row.created_at))
  expect(smtp.received).toHaveLength(1)
  expect(smtp.received[0]?.to).toEqual(['RCPT TO:<desk@trippy.example>'])
  expect(smtp.received[0]?.from).toContain('support@trippyhimalaya.in')
  expect(smtp.received[0]?.data).toContain('Subject: New query: Vikram, Char Dham Yatra')
  expect(smtp.received[0]?.data).toMatch(/Content-Type: text\/plain/i)

  expect(await deliverQueuedMail(app.db, transport, options(app))).toEqual({
    sent: 0,
    failed: 0,
    retrying: 0,
    postponed: 0,
  })
  expect(smtp.received).toHaveLength(1)
})

test('keeps a refused mail queued with the error, retries later, and gives up after five tries', async () => {
  const app = await createTestApp()
  const smtp = await startSmtpServer({ refuseRecipients: true })
  const id = await queueMail(app.db, lead)
  const transport = createSmtpTransport(smtp.url)
  onTestFinished(() => transport.close?.())
  const queuedAt = Date.parse((await outboxRow(app.db, id)).created_at)

  expect(await deliverQueuedMail(app.db, transport, options(app))).toEqual({
    sent: 0,
    failed: 0,
    retrying: 1,
    postponed: 0,
  })
  const afterFirst = await outboxRow(app.db, id)
  expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1, sent_at: null })
  expect(afterFirst.last_error).toContain('Mailbox unavailable')

  // Not due again straight away: the next try waits a minute after queueing.
  expect(await deliverQueuedMail(app.db, transport, options(app))).toMatchObject({
    retrying: 0,
    postponed: 0,
  })
  expect((await outboxRow(app.db, id)).attempts).toBe(1)

  const muchLater = new Date(queuedAt + 3 * 60 * 60_000)
  for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
    await deliverQueuedMail(app.db, transport, options(app, { now: muchLater }))
  }
  expect(await outboxRow(app.db, id)).toMatchObject({
    status: 'failed',
    attempts: MAIL_MAX_ATTEMPTS,
    sent_at: null,
  })
  expect(await deliverQueuedMail(app.db, transport, options(app, { now: muchLater }))).toEqual({
    sent: 0,
    failed: 0,
    retrying: 0,
    postponed: 0,
  })
})

test('sends the HTML part, the headers and the attachments made at send time; one nobody can make is left out and logged', async () => {
  const app = await createTestApp()
  const smtp = await startParsingSmtpServer()
  const attachments = createAttachmentRegistry()
  attachments.register('packing-list', async (ref) => ({
    filename: `packing-list-${ref.season}.txt`,
    content: `Warm layers for ${ref.season}`,
    contentType: 'text/plain',
  }))
  const id = await queueMail(app.db, {
    ...lead,
    html: '<p lang="en">Is Kedarkantha open in May?</p>',
    headers: { 'List-Unsubscribe': '<https://trips.example.in/unsubscribe?t=1>' },
    attachments: [
      { kind: 'packing-list', season: 'winter' },
      { kind: 'invoice', bookingId: 'b1' },
    ],
  })
  const row = await outboxRow(app.db, id)
  expect(row.attachments_json).toBe(
    '[{"kind":"packing-list","season":"winter"},{"kind":"invoice","bookingId":"b1"}]',
  )
  const warnings: { details: object; message: string }[] = []
  const transport = createSmtpTransport(smtp.url)
  onTestFinished(() => transport.close?.())

  const result = await deliverQueuedMail(
    app.db,
    transport,
    options(app, {
      attachments,
      log: { warn: (details, message) => warnings.push({ details, message }) },
    }),
  )

  expect(result).toEqual({ sent: 1, failed: 0, retrying: 0, postponed: 0 })
  const [mail] = smtp.received
  expect(mail?.html).toContain('<p lang="en">Is Kedarkantha open in May?</p>')
  expect(mail?.text).toBe(lead.text)
  // mailparser files the List-* headers under `list`.
  expect(mail?.headers.get('list')).toMatchObject({
    unsubscribe: { url: 'https://trips.example.in/unsubscribe?t=1' },
  })
  expect(mail?.attachments.map((file) => [file.filename, file.content.toString()])).toEqual([
    ['packing-list-winter.txt', 'Warm layers for winter'],
  ])
  expect(warnings).toEqual([
    {
      details: { mailId: id, attachment: { kind: 'invoice', bookingId: 'b1' } },
      message: 'Mail sent without an attachment: no resolver knows its kind',
    },
  ])
})

test('keeps a mail queued for a retry when its attachment cannot be made yet', async () => {
  const app = await createTestApp()
  const attachments = createAttachmentRegistry()
  attachments.register('invoice', async () => {
    throw new Error('PDF not ready')
  })
  const id = await queueMail(app.db, {
    ...lead,
    attachments: [{ kind: 'invoice', bookingId: 'b1' }],
  })
  const sent: string[] = []
  const transport: MailTransport = {
    async sendMail(message) {
      sent.push(message.subject)
    },
  }

  expect(await deliverQueuedMail(app.db, transport, options(app, { attachments }))).toEqual({
    sent: 0,
    failed: 0,
    retrying: 1,
    postponed: 0,
  })
  expect(sent).toEqual([])
  expect(await outboxRow(app.db, id)).toMatchObject({
    status: 'queued',
    attempts: 1,
    last_error: 'PDF not ready',
  })
})

test('never sends one mail twice when two deliveries run at once', async () => {
  const app = await createTestApp()
  const ids = await Promise.all(
    [1, 2, 3].map((n) => queueMail(app.db, { ...lead, subject: `#${n}` })),
  )
  const sentSubjects: string[] = []
  const slowTransport: MailTransport = {
    async sendMail(message) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      sentSubjects.push(message.subject)
    },
  }

  const results = await Promise.all([
    deliverQueuedMail(app.db, slowTransport, options(app)),
    deliverQueuedMail(app.db, slowTransport, options(app)),
  ])

  expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(3)
  expect(sentSubjects.toSorted()).toEqual(['#1', '#2', '#3'])
  for (const id of ids)
    expect(await outboxRow(app.db, id)).toMatchObject({ status: 'sent', attempts: 1 })
})

test('a mail kept as a template is written when sent, by the writer its feature registered', async () => {
  const app = await createTestApp()
  const smtp = await startParsingSmtpServer()
  app.mailContext.templates.register('trek-ready', (context, stored) => ({
    subject: `Ready for ${String((stored.data as { trek: string }).trek)}`,
    text: `See ${context.publicUrl}`,
    html: '<p>Pack light</p>',
  }))
  const id = await queueMail(app.db, {
    to: 'traveller@example.in',
    template: { template: 'trek-ready', data: { trek: 'Kedarkantha' } },
  })
  expect((await outboxRow(app.db, id)).template_json).toBe(
    '{"template":"trek-ready","data":{"trek":"Kedarkantha"}}',
  )
  const transport = createSmtpTransport(smtp.url)
  onTestFinished(() => transport.close?.())

  expect(await deliverQueuedMail(app.db, transport, options(app))).toEqual({
    sent: 1,
    failed: 0,
    retrying: 0,
    postponed: 0,
  })
  const [mail] = smtp.received
  expect(mail?.subject).toBe('Ready for Kedarkantha')
  expect(mail?.text).toBe(`See ${app.mailContext.publicUrl}`)
  expect(mail?.html).toBe('<p>Pack light</p>')
})

test('a mail kept as a template that cannot be written fails its try, and the rest still go', async () => {
  const app = await createTestApp()
  const smtp = await startSmtpServer()
  const broken = await queueMail(app.db, lead)
  await app.db
    .updateTable('mail_outbox')
    .set({
      subject: null,
      text_body: null,
      template_json: '{"template":"retired-template","part":"customer","data":{}}',
    })
    .where('id', '=', broken)
    .execute()
  const fine = await queueMail(app.db, lead)
  const transport = createSmtpTransport(smtp.url)
  onTestFinished(() => transport.close?.())

  const result = await deliverQueuedMail(app.db, transport, options(app))

  expect(result).toEqual({ sent: 1, failed: 0, retrying: 1, postponed: 0 })
  expect(await outboxRow(app.db, broken)).toMatchObject({ status: 'queued', attempts: 1 })
  expect((await outboxRow(app.db, broken)).last_error).toContain('retired-template')
  expect((await outboxRow(app.db, fine)).status).toBe('sent')
})

test('puts back mail left mid-send by a process that died, but not a slow send of an old mail', async () => {
  const app = await createTestApp()
  const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString()
  const stale = await queueMail(app.db, lead)
  const slow = await queueMail(app.db, lead)
  // Both were queued an hour ago; one was claimed an hour ago, the other only just now.
  await app.db
    .updateTable('mail_outbox')
    .set({ status: 'sending', attempts: 1, created_at: hourAgo })
    .execute()
  await app.db
    .updateTable('mail_outbox')
    .set({ claimed_at: hourAgo })
    .where('id', '=', stale)
    .execute()
  await app.db
    .updateTable('mail_outbox')
    .set({ claimed_at: new Date().toISOString() })
    .where('id', '=', slow)
    .execute()

  expect(await releaseStaleClaims(app.db)).toBe(1)

  expect((await outboxRow(app.db, stale)).status).toBe('queued')
  expect((await outboxRow(app.db, slow)).status).toBe('sending')
})

test('without SMTP, writes each queued mail to the log once and keeps it queued', async () => {
  const app = await createTestApp()
  const { log, lines } = capturedLog()
  const logQueuedMail = createMailLogger(app.db, log, app.mailContext, {
    since: new Date(Date.now() - 1000),
    wholeMail: true,
  })
  const id = await queueMail(app.db, lead)

  expect(await logQueuedMail()).toBe(1)
  expect(await logQueuedMail()).toBe(0)

  expect(lines).toHaveLength(1)
  const entry = JSON.parse(lines[0] ?? '{}') as { msg: string; mail: Record<string, string> }
  expect(entry.msg).toBe('Mail kept in the outbox (SMTP_URL is not set)')
  expect(entry.mail).toEqual({ id, to: lead.to, subject: lead.subject, text: lead.text })
  expect(await outboxRow(app.db, id)).toMatchObject({ status: 'queued', attempts: 0 })
})

const resetMail = {
  to: 'traveller@example.com',
  subject: 'Reset your Trippy Himalaya password',
  text: 'Choose a new password: https://trippyhimalaya.in/reset-password?token=live-reset-token-123',
}

/** An app in this NODE_ENV without SMTP, its log lines kept, delivering every 20 ms. */
async function loggingApp(nodeEnv: 'production' | 'development') {
  const lines: string[] = []
  const app = await createTestApp(
    { NODE_ENV: nodeEnv, LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  )
  const delivery = startMailDelivery(app, { pollMs: 20 })
  onTestFinished(() => delivery.stop())
  const kept = () => lines.filter((line) => line.includes('Mail kept in the outbox'))
  return { app, kept }
}

test('in production without SMTP, the log names the recipient and subject but never the body or its link', async () => {
  const { app, kept } = await loggingApp('production')
  const id = await queueMail(app.db, resetMail)

  await expect.poll(() => kept().length).toBe(1)
  const [line = ''] = kept()
  expect((JSON.parse(line) as { mail: unknown }).mail).toEqual({
    id,
    to: resetMail.to,
    subject: resetMail.subject,
  })
  expect(line).not.toContain('live-reset-token-123')
  expect(line).not.toContain('Choose a new password')
})

test('in development without SMTP, the log carries the whole mail', async () => {
  const { app, kept } = await loggingApp('development')
  const id = await queueMail(app.db, resetMail)

  await expect.poll(() => kept().length).toBe(1)
  const [line = ''] = kept()
  expect((JSON.parse(line) as { mail: unknown }).mail).toEqual({ id, ...resetMail })
})

test('delivers in the background once started, and stops cleanly', async () => {
  const smtp = await startSmtpServer()
  const app = await createTestApp({ SMTP_URL: smtp.url })
  const id = await queueMail(app.db, lead)

  const delivery = startMailDelivery(app, { pollMs: 20 })
  await expect.poll(async () => (await outboxRow(app.db, id)).status).toBe('sent')
  await delivery.stop()

  expect(smtp.received).toHaveLength(1)
})

test('the running app delivers the outbox by itself when SMTP_URL is set', async () => {
  const smtp = await startSmtpServer()
  const app = await createTestApp({ SMTP_URL: smtp.url })
  const id = await queueMail(app.db, lead)

  await app.ready()
  await expect.poll(async () => (await outboxRow(app.db, id)).status).toBe('sent')

  expect(smtp.received).toHaveLength(1)
})
