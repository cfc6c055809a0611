import type { Booking } from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { FastifyInstance } from 'fastify'
import QRCode from 'qrcode'
import { describe, expect, test } from 'vitest'
import { payOffline, TRAVELLER } from '../../test/test-bookings.ts'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { queuedMailTo } from '../../test/test-outbox.ts'
import { createConsoleApp, createStaffMember } from '../../test/test-staff.ts'

/** Books `seats` seats on Kedarkantha's first departure, 60 days from now. */
async function book(app: FastifyInstance, customer: TestCustomer, seats: number) {
  const pkg = await app.db
    .selectFrom('packages')
    .select('id')
    .where('slug', '=', 'kedarkantha-trek')
    .executeTakeFirstOrThrow()
  const departure = await app.db
    .selectFrom('batches')
    .select('id')
    .where('package_id', '=', pkg.id)
    .orderBy('start_date')
    .executeTakeFirstOrThrow()
  const start = addDays(indiaCalendarDate(new Date()), 60)
  await app.db
    .updateTable('batches')
    .set({ start_date: start, end_date: addDays(start, 5), availability: 10 })
    .where('id', '=', departure.id)
    .execute()
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: {
      packageId: pkg.id,
      batchId: departure.id,
      numberOfSeats: seats,
      paymentType: 'full',
      customerDetails: TRAVELLER,
    },
  })
  expect(response.statusCode).toBe(201)
  return response.json<{ data: Booking }>().data
}

async function confirmedBooking(app: FastifyInstance, customer: TestCustomer, seats = 1) {
  const booking = await book(app, customer, seats)
  await payOffline(app, booking._id, Math.round(booking.amountDue * 100))
  return ownBooking(app, customer, booking._id)
}

async function ownBooking(app: FastifyInstance, customer: TestCustomer, id: string) {
  const response = await app.inject({ url: `/api/bookings/${id}`, headers: customer.auth })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: Booking }>().data
}

async function setUp() {
  const app = await createConsoleApp()
  const customer = await signUpAndLogIn(app)
  return { app, customer }
}

describe('passUrl on the booking', () => {
  test('is on the owner’s confirmed booking only, the same on every read, with 256 random bits', async () => {
    const { app, customer } = await setUp()
    const pending = await book(app, customer, 1)
    expect(pending.passUrl).toBeUndefined()
    expect((await ownBooking(app, customer, pending._id)).passUrl).toBeUndefined()

    const confirmed = await confirmedBooking(app, customer)
    expect(confirmed.metadata.status).toBe('confirmed')
    expect(confirmed.passUrl).toMatch(
      new RegExp(`^/trips/${confirmed._id}/pass/[A-Za-z0-9_-]{43}$`),
    )
    const list = await app.inject({ url: '/api/bookings', headers: customer.auth })
    const listed = list.json<{ data: Booking[] }>().data
    expect(listed.find((item) => item._id === confirmed._id)?.passUrl).toBe(confirmed.passUrl)
    expect(listed.find((item) => item._id === pending._id)?.passUrl).toBeUndefined()

    // Another customer sees neither the booking nor its pass; the staff desk shows no secret.
    const other = await signUpAndLogIn(app)
    const theirs = await app.inject({ url: `/api/bookings/${confirmed._id}`, headers: other.auth })
    expect(theirs.statusCode).toBe(403)
    expect(theirs.body).not.toContain('/trips/')
    const staff = await createStaffMember(app)
    const desk = await app.inject({
      url: `/api/console/bookings/${confirmed._id}`,
      headers: staff.auth,
    })
    expect(desk.statusCode).toBe(200)
    expect(desk.body).not.toContain('/trips/')
  })

  test('goes away when the booking is cancelled, and the page with it', async () => {
    const { app, customer } = await setUp()
    const booking = await confirmedBooking(app, customer)
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: customer.auth,
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json<{ data: Booking }>().data.passUrl).toBeUndefined()
    expect((await app.inject({ url: booking.passUrl })).statusCode).toBe(404)
  })

  test('is the link of the booking-confirmed mail to the customer, not the operator’s', async () => {
    const { app, customer } = await setUp()
    const booking = await confirmedBooking(app, customer)
    const [customerMail] = (await queuedMailTo(app, [customer.email])).filter((mail) =>
      mail.subject.startsWith('Booking confirmed'),
    )
    expect(customerMail?.html).toContain(`${booking.passUrl}`)
    expect(customerMail?.text).toContain('Open your trip pass')
    const operatorMail = await queuedMailTo(app, [app.env.operatorEmail])
    for (const mail of operatorMail) expect(mail.html).not.toContain('/trips/')
  })
})

describe('the pass page', () => {
  test('opens without signing in, with the itinerary, meeting point, emergency number and a QR code per traveller', async () => {
    const { app, customer } = await setUp()
    const booking = await confirmedBooking(app, customer, 2)
    const page = await app.inject({ url: booking.passUrl })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    const html = page.body
    expect(html).toContain('Kedarkantha')
    expect(html).toContain('Itinerary, day by day')
    expect(html).toMatch(/<h3>Day 1: [^<]+<\/h3>/)
    expect(html).toMatch(/<h3>Day 2: [^<]+<\/h3>/)
    expect(html).toContain('Meeting point and time')
    expect(html).toContain('Sankri')
    expect(html).toContain('href="tel:+919876543210"')
    expect(html).toContain('What to carry')
    const codes = html.match(/<svg role="img" aria-label="QR code of booking [^"]+"/g) ?? []
    expect(codes).toHaveLength(2)
    for (const number of [1, 2]) {
      const svg = await QRCode.toString(`${booking._id}/${number}`, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      })
      const path = svg.match(/<path stroke="#000000" d="([^"]+)"/)?.[1]
      expect(path).toBeTruthy()
      expect(html).toContain(`d="${path}"`)
    }
    // Readable without JavaScript: the only script is the small one for 'Save for offline'.
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html).toContain('<script src="/trips/pass.js" defer></script>')
  })

  test('keeps its secret address out of search engines, referrers and caches', async () => {
    const { app, customer } = await setUp()
    const booking = await confirmedBooking(app, customer)
    const page = await app.inject({ url: booking.passUrl })
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['content-security-policy']).toContain("script-src 'self';")
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">')
    const missing = await app.inject({ url: `/trips/${booking._id}/pass/${'x'.repeat(43)}` })
    expect(missing.headers['referrer-policy']).toBe('no-referrer')
    expect(missing.headers['x-robots-tag']).toBe('noindex, nofollow')
  })

  test('answers 404 to any other secret, another booking’s, or a malformed one', async () => {
    const { app, customer } = await setUp()
    const booking = await confirmedBooking(app, customer)
    const other = await confirmedBooking(app, await signUpAndLogIn(app))
    const secret = booking.passUrl?.split('/').at(-1) ?? ''
    const otherSecret = other.passUrl?.split('/').at(-1) ?? ''
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    for (const url of [
      `/trips/${booking._id}/pass/${flipped}`,
      `/trips/${booking._id}/pass/${otherSecret}`,
      `/trips/${other._id}/pass/${secret}`,
      `/trips/${booking._id}/pass/short`,
      `/trips/not-an-id/pass/${secret}`,
    ]) {
      const answer = await app.inject({ url })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.body).not.toContain('Itinerary')
    }
  })

  test('serves its stylesheet, script and service worker from /trips/', async () => {
    const { app } = await setUp()
    const worker = await app.inject({ url: '/trips/sw.js' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(worker.headers['service-worker-allowed']).toBe('/trips/')
    expect(worker.body).toContain("addEventListener('fetch'")
    const script = await app.inject({ url: '/trips/pass.js' })
    expect(script.body).toContain('Saved for offline on ')
    const css = await app.inject({ url: '/trips/pass.css' })
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
  })
})

describe('the pass in Hindi', () => {
  test('opens at /hi/trips/… with the same secret, in Hindi, kept out of search engines and caches', async () => {
    const { app, customer } = await setUp()
    const booking = await confirmedBooking(app, customer, 2)
    const english = await app.inject({ url: booking.passUrl })
    const page = await app.inject({ url: `/hi${booking.passUrl}` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    const html = page.body
    expect(html).toContain('<html lang="hi">')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toContain('दिन-प्रतिदिन का कार्यक्रम')
    expect(html).toMatch(/<h3>दिन 1: /)
    expect(html).toContain('href="tel:+919876543210"')
    expect(html.match(/<svg role="img" aria-label="बुकिंग [^"]+ का QR कोड/g)).toHaveLength(2)
    // The package's texts have no Hindi here: English, marked so.
    expect(html).toMatch(/<h1 lang="en">[^<]*Kedarkantha/)
    expect(html).toContain('<script src="/hi/trips/pass.js" defer></script>')
    expect(html).toContain('<link rel="stylesheet" href="/hi/trips/pass.css">')
    // The English pass is unchanged by its Hindi twin.
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).not.toContain('/hi/')
  })

  test("shows the package's Hindi name and itinerary where the catalogue has them", async () => {
    const { app, customer } = await setUp()
    const booking = await confirmedBooking(app, customer)
    await app.db
      .updateTable('packages')
      .set({
        hindi_name: 'केदारकांठा ट्रेक',
        hindi_details_json: JSON.stringify({
          itinerary: [{ day: 1, title: 'देहरादून से सांकरी', details: 'सुबह सात बजे रवाना' }],
        }),
      })
      .where('slug', '=', 'kedarkantha-trek')
      .execute()
    const html = (await app.inject({ url: `/hi${booking.passUrl}` })).body
    expect(html).toContain('<h1>केदारकांठा ट्रेक</h1>')
    expect(html).toContain('देहरादून से सांकरी')
    expect(html).not.toContain('<h1 lang="en">')
  })

  test('answers 404 in Hindi to a wrong secret, a link back to the Hindi My Bookings', async () => {
    const { app, customer } = await setUp()
    const booking = await confirmedBooking(app, customer)
    const missing = await app.inject({ url: `/hi/trips/${booking._id}/pass/${'x'.repeat(43)}` })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(missing.body).toContain('<html lang="hi">')
    expect(missing.body).toContain('href="/hi/bookings"')
  })

  test('has its own script and a service worker scoped to /hi/trips/', async () => {
    const { app } = await setUp()
    const worker = await app.inject({ url: '/hi/trips/sw.js' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['service-worker-allowed']).toBe('/hi/trips/')
    expect(worker.body).toContain('const SCOPE = "/hi/trips/"')
    const script = await app.inject({ url: '/hi/trips/pass.js' })
    expect(script.body).toContain('register("/hi/trips/sw.js"')
    expect(script.body).toContain("'hi-IN'")
    expect(script.body).not.toContain('Saved for offline on ')
    const css = await app.inject({ url: '/hi/trips/pass.css' })
    expect(css.statusCode).toBe(200)
    expect(css.body).toBe((await app.inject({ url: '/trips/pass.css' })).body)
  })
})

describe('POST /api/console/bookings/:id/trip-pass', () => {
  test('issues a new link that ends the old one, and is audited without the secret', async () => {
    const { app, customer } = await setUp()
    const staff = await createStaffMember(app)
    const booking = await confirmedBooking(app, customer)
    const old = booking.passUrl ?? ''
    const issued = await app.inject({
      method: 'POST',
      url: `/api/console/bookings/${booking._id}/trip-pass`,
      headers: staff.auth,
    })
    expect(issued.statusCode).toBe(201)
    const { passUrl } = issued.json<{ data: { passUrl: string } }>().data
    expect(passUrl).not.toBe(old)
    expect((await app.inject({ url: old })).statusCode).toBe(404)
    expect((await app.inject({ url: passUrl })).statusCode).toBe(200)
    expect((await ownBooking(app, customer, booking._id)).passUrl).toBe(passUrl)

    const audit = await app.inject({ url: '/api/console/audit', headers: staff.auth })
    expect(audit.json()).toMatchObject({
      data: [
        {
          staffId: staff.id,
          action: 'booking.trip-pass-reissued',
          entity: 'booking',
          entityId: booking._id,
          after: { passIssuedAt: expect.any(String) as string },
        },
      ],
    })
    const desk = await app.inject({
      url: `/api/console/bookings/${booking._id}`,
      headers: staff.auth,
    })
    expect(
      desk.json<{ data: { history: { title: string; by: string | null }[] } }>().data.history,
    ).toContainEqual(
      expect.objectContaining({ title: 'New trip pass link issued; the old one ended' }),
    )
    expect(desk.body).not.toContain(passUrl)
    expect(audit.body).not.toContain(passUrl.split('/').at(-1))
    expect(audit.body).not.toContain(old.split('/').at(-1))
  })

  test('is for staff only, and only for a confirmed booking', async () => {
    const { app, customer } = await setUp()
    const staff = await createStaffMember(app)
    const pending = await book(app, customer, 1)
    const url = `/api/console/bookings/${pending._id}/trip-pass`
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url, headers: customer.auth })).statusCode).toBe(403)
    expect((await app.inject({ method: 'POST', url, headers: staff.auth })).statusCode).toBe(409)
    const missing = await app.inject({
      method: 'POST',
      url: '/api/console/bookings/0123456789abcdef01234567/trip-pass',
      headers: staff.auth,
    })
    expect(missing.statusCode).toBe(404)
    const audit = await app.inject({ url: '/api/console/audit', headers: staff.auth })
    expect(audit.json()).toMatchObject({ meta: { total: 0 } })
  })
})
