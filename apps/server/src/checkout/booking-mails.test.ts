import { type Booking, type RefundQuote } from '@trippy/contracts'
import { addDays, formatCalendarDate, formatIndiaTime } from '@trippy/contracts/calendar'
import { formatInr } from '@trippy/contracts/money'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { capturedLog } from '../../test/captured-log.ts'
import { until } from '../../test/live.ts'
import { MAIL_PUBLIC_URL as PUBLIC_URL, mailingApp, mailTo } from '../../test/mailing-app.ts'
import { type ReceivedMail, startSmtpServer } from '../../test/smtp-server.ts'
import { createTestApp } from '../../test/test-app.ts'
import { sendBalanceReminders, expireHolds } from '../bookings/index.ts'
import {
  advanceBooking,
  bookingOf,
  bookOneSeat,
  payAmountDue,
  pendingBooking,
  TRAVELLER,
} from '../../test/test-bookings.ts'
import { createStaffMember, TEST_OWNER } from '../../test/test-staff.ts'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { sendDepartureReminders } from '../notifications/index.ts'
import { markRefundProcessedByHand } from './payments.service.ts'
import { createMailLogger } from '../mail/index.ts'

const OPERATOR_EMAIL = 'desk@trips.example.in'
const HOUR = 60 * 60_000

/** An app delivering its mail to a test SMTP server (`mailingApp`), the operator's copies to OPERATOR_EMAIL. */
const bookingMailingApp = (overrides: Record<string, string> = {}) =>
  mailingApp({ OPERATOR_EMAIL, ...overrides })

/** Every href of a mail's HTML, as the browser would follow it. */
const linksOf = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&#38;', '&'))

/**
 * Every link is absolute: the support address, or a page of the site under PUBLIC_URL that
 * exists (a package page's package answers on the API, a trip pass opens).
 */
async function expectWorkingLinks(app: FastifyInstance, mail: ReceivedMail) {
  const links = linksOf(mail.html)
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) {
    if (link.startsWith('mailto:')) {
      expect(link).toBe(`mailto:${app.env.SUPPORT_EMAIL}`)
      continue
    }
    expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true)
    const { pathname } = new URL(link)
    const slug = /^\/packages\/([\w-]+)$/.exec(pathname)?.[1]
    if (slug) {
      const page = await app.inject({ method: 'GET', url: `/api/packages/${slug}` })
      expect(page.statusCode, link).toBe(200)
    } else if (pathname.startsWith('/trips/')) {
      // The trip pass is served by the API server itself, from its secret link alone.
      const pass = await app.inject({ method: 'GET', url: pathname })
      expect(pass.statusCode, link).toBe(200)
    } else {
      expect(['/', '/bookings', '/contact'], link).toContain(pathname)
    }
  }
}

async function setEmailNotifications(
  app: FastifyInstance,
  customer: TestCustomer,
  emailNotifications: boolean,
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/customers/${customer.id}/settings`,
    headers: customer.auth,
    payload: { displayCurrency: 'INR', emailNotifications },
  })
  expect(response.statusCode).toBe(200)
}

test('mails the booking received to the customer and the operator: amount due, hold end, how to pay with the booking id', async () => {
  const { app, smtp } = await bookingMailingApp()
  const customer = await signUpAndLogIn(app)
  const { response } = await bookOneSeat(app, customer)
  expect(response.statusCode).toBe(201)
  const booking = response.json<{ data: Booking }>().data
  const due = formatInr(booking.amountDue)
  const holdEnds = formatIndiaTime(booking.holdExpiresAt ?? '')

  const mail = await mailTo(smtp, customer.email, 'Booking received')
  expect(mail.from).toBe(app.env.SUPPORT_EMAIL)
  expect(mail.subject).toBe(
    `Booking received: ${booking.packageDetails.packageName}, ${formatCalendarDate(booking.batchDetails.startDate)}`,
  )
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(`We hold your seats until ${holdEnds}`)
    expect(body).toContain(`Pay ${due} by then`)
    expect(body).toContain(booking._id)
    expect(body).toContain(app.env.OPERATOR_UPI_ID)
    expect(body).toContain(app.env.OPERATOR_BANK_ACCOUNT)
    expect(body).toContain(app.env.OPERATOR_IFSC)
    expect(body).toContain(app.env.OPERATOR_ACCOUNT_NAME)
    expect(body).toContain(app.env.SUPPORT_EMAIL)
  }
  expect(mail.text).toContain(`Reference: ${booking._id}`)
  expect(mail.text).toContain(`Pay now:\n${PUBLIC_URL}/bookings\n`)
  expect(mail.html).toContain('<html lang="en">')
  expect(mail.html).toContain('role="presentation"')
  expect(mail.html).toMatch(/<a href="https:\/\/trips\.example\.in\/bookings"[^>]*>Pay now<\/a>/)
  await expectWorkingLinks(app, mail)

  const copy = await mailTo(smtp, OPERATOR_EMAIL, 'New booking')
  expect(copy.text).toContain(booking._id)
  expect(copy.text).toContain(`Due now: ${due}`)
  expect(copy.text).toContain(holdEnds)
  // The operator's copy names no one: the outbox keeps nothing of a deleted account.
  for (const personal of [TRAVELLER.fullName, TRAVELLER.phone, customer.email])
    expect(copy.text).not.toContain(personal)
  await expectWorkingLinks(app, copy)
  // The account's email, not the booking form's contact email, gets the customer's mail.
  expect(smtp.received.flatMap((received) => received.to)).not.toContain(TRAVELLER.email)
})

test("keeps a booking's two mails as their template and data until sent, the operator's copy naming no one", async () => {
  const app = await createTestApp({ PUBLIC_URL, OPERATOR_EMAIL })
  const customer = await signUpAndLogIn(app, { firstName: 'Kavya' })
  const { response } = await bookOneSeat(app, customer)
  const booking = response.json<{ data: Booking }>().data
  const rows = await app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('template_json', 'is not', null)
    .execute()

  expect(rows.map((row) => row.to_address).sort()).toEqual([customer.email, OPERATOR_EMAIL].sort())
  for (const row of rows) {
    expect(row).toMatchObject({ subject: null, text_body: null, html_body: null, status: 'queued' })
    // A few hundred bytes of data in the booking's transaction, not 12 KB of written mail.
    expect((row.template_json ?? '').length).toBeLessThan(1000)
    expect(row.template_json).toContain(booking._id)
  }
  const operatorCopy = rows.find((row) => row.to_address === OPERATOR_EMAIL)
  for (const personal of ['Kavya', customer.email, TRAVELLER.fullName, TRAVELLER.phone])
    expect(operatorCopy?.template_json).not.toContain(personal)

  // Without SMTP the log shows them written, as they will be sent.
  const { log, lines } = capturedLog()
  const since = new Date(Date.now() - 60_000)
  expect(
    await createMailLogger(app.db, log, app.mailContext, { since, wholeMail: true })(),
  ).toBeGreaterThanOrEqual(2)
  const logged = lines.map(
    (line) => (JSON.parse(line) as { mail: { to: string; subject: string; text: string } }).mail,
  )
  const received = logged.find(
    (mail) => mail.to === customer.email && mail.subject.startsWith('Booking received'),
  )
  expect(received?.text).toContain('Namaste Kavya,')
  expect(received?.text).toContain(booking._id)
})

test('mails the confirmation with the amount paid after the payment is recorded, with the invoice attached', async () => {
  const { app, smtp } = await bookingMailingApp()
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)

  await payAmountDue(app, booking)

  const mail = await mailTo(smtp, customer.email, 'Booking confirmed')
  expect(mail.text).toContain(`We received ${formatInr(booking.amountDue)} for`)
  expect(mail.text).toContain('Your booking is confirmed.')
  expect(mail.text).toContain(`Paid: ${formatInr(booking.amountDue)}`)
  expect(mail.text).toContain('Your GST invoice is attached.')
  // The GST invoice issued on confirmation, made from its stored copy when the mail went out.
  expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    [expect.stringMatching(/^TH-\d{4}-\d{2}-0001\.pdf$/), 'application/pdf'],
  ])
  expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-')
  await expectWorkingLinks(app, mail)
  const copy = await mailTo(smtp, OPERATOR_EMAIL, 'Booking confirmed')
  expect(copy.text).toContain(formatInr(booking.amountDue))
  expect(copy.attachments).toEqual([])
})

test('mails the cancellation with its refund to both, then the refund once processed', async () => {
  const { app, smtp } = await bookingMailingApp()
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)
  await payAmountDue(app, booking)
  const quote = (
    await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/refund-quote`,
      headers: customer.auth,
    })
  ).json<{ data: RefundQuote }>().data
  expect(quote.refundAmount).toBeGreaterThan(0)

  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })
  expect(cancelled.statusCode).toBe(200)

  const refund = formatInr(quote.refundAmount)
  const mail = await mailTo(smtp, customer.email, 'Booking cancelled')
  expect(mail.text).toContain(`We will refund ${refund} to your original payment method`)
  expect(mail.html).toContain(`We will refund ${refund} to your original payment method`)
  await expectWorkingLinks(app, mail)
  const copy = await mailTo(smtp, OPERATOR_EMAIL, 'Booking cancelled')
  expect(copy.text).toContain(`A refund of ${refund} is pending.`)

  const [pending] = (await bookingOf(app, customer, booking._id)).refunds
  await markRefundProcessedByHand(app.db, pending?._id ?? '', 'NEFT-2026-118', app.mailContext)
  const processed = await mailTo(smtp, customer.email, 'Refund processed')
  expect(processed.subject).toContain(refund)
  expect(processed.text).toContain('Reference: NEFT-2026-118')
  await expectWorkingLinks(app, processed)
})

test('mails a cancellation with nothing paid as nothing to refund', async () => {
  const { app, smtp } = await bookingMailingApp()
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)

  await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: customer.auth,
  })

  const mail = await mailTo(smtp, customer.email, 'Booking cancelled')
  expect(mail.text).toContain('Nothing was paid, so there is nothing to refund.')
})

test('mails the customer and the operator when an unpaid hold expires', async () => {
  const { app, smtp } = await bookingMailingApp()
  const customer = await signUpAndLogIn(app)
  const booking = await pendingBooking(app, customer)

  const expired = await expireHolds(app.db, app.mailContext, new Date(Date.now() + 25 * HOUR))
  expect(expired.map((hold) => hold.bookingId)).toEqual([booking._id])

  const mail = await mailTo(smtp, customer.email, 'Booking expired')
  expect(mail.text).toContain('was not paid in time, so its seats have been released.')
  expect(mail.text).toContain(`Book again:\n${PUBLIC_URL}/packages/kedarkantha-trek\n`)
  await expectWorkingLinks(app, mail)
  const copy = await mailTo(smtp, OPERATOR_EMAIL, 'Hold expired')
  expect(copy.text).toContain(booking._id)
})

test('a balance reminder is mailed only while the customer keeps email notifications on', async () => {
  const { app, smtp } = await bookingMailingApp()
  const customer = await signUpAndLogIn(app)
  const booking = await advanceBooking(app, customer, { inDays: 40 })
  const confirmed = await payAmountDue(app, booking)
  const balance = formatInr(confirmed.booking.amountDue)
  const due = booking.balanceDueDate ?? ''
  // Noon in India on a given calendar date.
  const on = (date: string) => new Date(`${date}T06:30:00.000Z`)

  await setEmailNotifications(app, customer, false)
  const weekBefore = await sendBalanceReminders(app.db, app.mailContext, on(addDays(due, -7)))
  expect(weekBefore).toHaveLength(1)
  const queued = await app.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to_address', '=', customer.email)
    .execute()
  expect(queued.map((row) => row.subject)).not.toContainEqual(expect.stringMatching(/^Balance due/))

  await setEmailNotifications(app, customer, true)
  expect(await sendBalanceReminders(app.db, app.mailContext, on(due))).toHaveLength(1)
  const mail = await mailTo(smtp, customer.email, 'Balance due today')
  expect(mail.text).toContain(`The balance of ${balance} for`)
  expect(mail.text).toContain(`Reference: ${booking._id}`)
  await expectWorkingLinks(app, mail)
  expect(
    smtp.received.filter(
      (received) => received.to.includes(customer.email) && received.subject.startsWith('Balance'),
    ),
  ).toHaveLength(1)
})

test('a departure reminder is mailed to a customer with email notifications on, not to one with them off', async () => {
  const { app, smtp } = await bookingMailingApp()
  const keen = await signUpAndLogIn(app)
  const quiet = await signUpAndLogIn(app)
  await bookOneSeat(app, keen, 3)
  await bookOneSeat(app, quiet, 3)
  await setEmailNotifications(app, quiet, false)

  expect(await sendDepartureReminders(app.db, app.mailContext)).toHaveLength(2)

  const mail = await mailTo(smtp, keen.email, 'Your trip is coming up')
  expect(mail.text).toContain('starts on')
  await expectWorkingLinks(app, mail)
  const toQuiet = await app.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to_address', '=', quiet.email)
    .execute()
  expect(toQuiet.map((row) => row.subject)).not.toContainEqual(
    expect.stringMatching(/^Your trip is coming up/),
  )
})

test("mails the operator's message to each traveller with an active booking, not to one who cancelled", async () => {
  const { app, smtp } = await bookingMailingApp({
    OWNER_EMAIL: TEST_OWNER.email,
    OWNER_PASSWORD: TEST_OWNER.password,
    OWNER_NAME: TEST_OWNER.name,
  })
  const staff = await createStaffMember(app)
  const going = await signUpAndLogIn(app, { firstName: 'Kavya' })
  const gone = await signUpAndLogIn(app)
  const { response, departureId } = await bookOneSeat(app, going, 20)
  const booking = response.json<{ data: Booking }>().data
  const cancelled = await pendingBooking(app, gone, 20)
  await app.inject({
    method: 'POST',
    url: `/api/bookings/${cancelled._id}/cancel`,
    headers: gone.auth,
  })

  const sent = await app.inject({
    method: 'POST',
    url: `/api/console/departures/${departureId}/message`,
    headers: staff.auth,
    payload: {
      title: 'Snow on the trail',
      message: 'Bring microspikes; we have spares at base camp.\n\nPickup moves to 5:30 am.',
    },
  })
  expect(sent.statusCode).toBe(200)
  expect(sent.json()).toMatchObject({ message: 'Message sent to 1 traveller' })

  const starts = formatCalendarDate(booking.batchDetails.startDate)
  const mail = await mailTo(smtp, going.email, 'Snow on the trail')
  expect(mail.subject).toBe(`Snow on the trail: ${booking.packageDetails.packageName}, ${starts}`)
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain('Namaste Kavya,')
    expect(body).toContain(
      `A message about your trip, ${booking.packageDetails.packageName} starting ${starts}:`,
    )
    expect(body).toContain('Bring microspikes; we have spares at base camp.')
    expect(body).toContain('Pickup moves to 5:30 am.')
  }
  await expectWorkingLinks(app, mail)
  const toGone = await app.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to_address', '=', gone.email)
    .execute()
  expect(toGone.map((row) => row.subject)).not.toContainEqual(
    expect.stringMatching(/^Snow on the trail/),
  )
})

test('escapes a package name and a customer name containing <script> in the HTML', async () => {
  const { app, smtp } = await bookingMailingApp()
  const evil = '<script>alert("x")</script>'
  await app.db
    .updateTable('packages')
    .set({ name: `Kedarkantha ${evil} & Co` })
    .where('slug', '=', 'kedarkantha-trek')
    .execute()
  const customer = await signUpAndLogIn(app, { firstName: evil })
  await bookOneSeat(app, customer)

  const mail = await mailTo(smtp, customer.email, 'Booking received')
  expect(mail.html).not.toContain('<script')
  expect(mail.html).toContain('Namaste &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;,')
  expect(mail.html).toContain(
    'Kedarkantha &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co',
  )
  // Plain text is not HTML: it says the name as it is.
  expect(mail.text).toContain(`Namaste ${evil},`)
  const copy = await mailTo(smtp, OPERATOR_EMAIL, 'New booking')
  expect(copy.html).not.toContain('<script')
})

test('with SMTP down, the booking still succeeds and its mail waits in the outbox without using up its tries, then goes', async () => {
  const down = await startSmtpServer()
  await down.stop()
  // The app's own worker, the only one, tries again soon while the server cannot be reached.
  const app = await createTestApp(
    { SMTP_URL: down.url, PUBLIC_URL },
    { mailDelivery: { pollMs: HOUR, backoffMs: { first: 20, max: 100 } } },
  )
  const customer = await signUpAndLogIn(app)
  const { response } = await bookOneSeat(app, customer)
  expect(response.statusCode).toBe(201)

  const bookingMail = () =>
    app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', customer.email)
      // Kept as its template until it is sent.
      .where('template_json', 'like', '{"template":"booking-received"%')
      .executeTakeFirstOrThrow()
  await until(async () => (await bookingMail()).last_error !== null)
  const waiting = await bookingMail()
  expect(waiting).toMatchObject({ status: 'queued', attempts: 0, sent_at: null })
  expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i)

  // SMTP is back: the mail goes on the next try, not a minute on.
  const smtp = await startSmtpServer({ port: down.port })
  await until(async () => (await bookingMail()).status === 'sent')
  expect((await bookingMail()).attempts).toBe(1)
  const mail = await mailTo(smtp, customer.email, 'Booking received')
  expect(mail.html).toContain('Pay now')
})
