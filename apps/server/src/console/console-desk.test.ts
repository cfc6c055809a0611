import type { AuditEntry, ConsoleBooking, ConsoleDeparture, ConsoleLead } from '@trippy/contracts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { bookOneSeat, payAmountDue, payOffline, TRAVELLER } from '../../test/test-bookings.ts'
import { signUpAndLogIn } from '../../test/test-customers.ts'
import { queuedMailTo } from '../../test/test-outbox.ts'
import {
  createConsoleApp,
  createStaffMember,
  signInOwner,
  type TestStaff,
} from '../../test/test-staff.ts'

function call(
  app: FastifyInstance,
  staff: TestStaff,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) })
}

async function auditOf(app: FastifyInstance, staff: TestStaff) {
  return (await call(app, staff, 'GET', '/api/console/audit')).json<{ data: AuditEntry[] }>().data
}

test('the desk finds bookings by id, name, email or phone, filters by status, and pages', async () => {
  const app = await createConsoleApp()
  const staff = await createStaffMember(app)
  const asha = await signUpAndLogIn(app)
  const ravi = await signUpAndLogIn(app, { firstName: 'Ravi' })
  const first = (await bookOneSeat(app, asha)).response.json<{ data: { _id: string } }>().data
  const { packageId, departureId } = await bookOneSeat(app, asha)
  const other = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: ravi.auth,
    payload: {
      packageId,
      batchId: departureId,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: {
        ...TRAVELLER,
        fullName: 'Ravi Negi',
        email: 'ravi@example.com',
        phone: '+91 99887 76655',
      },
    },
  })
  const raviBooking = other.json<{ data: { _id: string; amountDue: number } }>().data
  await payAmountDue(app, raviBooking)

  const search = async (query: string) =>
    (await call(app, staff, 'GET', `/api/console/bookings?${query}`)).json<{
      data: ConsoleBooking[]
      meta: { total: number; page: number; pageSize: number }
    }>()
  expect((await search('')).meta).toEqual({ page: 1, pageSize: 25, total: 3 })
  expect((await search(`q=${first._id}`)).data.map((b) => b._id)).toEqual([first._id])
  expect((await search('q=ravi')).data.map((b) => b._id)).toEqual([raviBooking._id])
  expect((await search('q=RAVI%40EXAMPLE')).data).toHaveLength(1)
  expect((await search('q=9988776655')).data.map((b) => b._id)).toEqual([raviBooking._id])
  expect((await search('q=100%25')).data).toHaveLength(0)
  expect((await search('status=confirmed')).data.map((b) => b._id)).toEqual([raviBooking._id])
  expect((await search('status=pending')).meta.total).toBe(2)
  expect((await search(`departureId=${departureId}`)).meta.total).toBe(2)
  expect((await search('page=2')).data).toEqual([])
  const booking = (await call(app, staff, 'GET', `/api/console/bookings/${raviBooking._id}`)).json<{
    data: ConsoleBooking
  }>().data
  expect(booking).toMatchObject({ customerId: ravi.id, accountEmail: ravi.email })
  expect((await call(app, staff, 'GET', '/api/console/bookings?status=paid')).statusCode).toBe(400)
})

test('exports the filtered bookings as CSV with fixed columns, defusing formulas', async () => {
  const app = await createConsoleApp()
  const staff = await createStaffMember(app)
  const customer = await signUpAndLogIn(app)
  const { packageId, departureId } = await bookOneSeat(app, await signUpAndLogIn(app))
  await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: customer.auth,
    payload: {
      packageId,
      batchId: departureId,
      numberOfSeats: 2,
      paymentType: 'advance',
      customerDetails: { ...TRAVELLER, fullName: '=HYPERLINK("x","Asha, R")' },
    },
  })
  const response = await call(app, staff, 'GET', '/api/console/bookings.csv?status=pending')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bookings-/)
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe(
    'Booking ID,Booked at,Status,Cancel reason,Package,Departure,Return,Seats,Payment type,Total (INR),Paid (INR),Due (INR),Balance due date,Refund (INR),Traveller,Email,Phone,Travellers missing',
  )
  expect(lines).toHaveLength(3)
  const asha = lines.find((line) => line.includes('HYPERLINK'))
  expect(asha).toContain(`"'=HYPERLINK(""x"",""Asha, R"")"`)
  expect(asha).toContain(',pending,,Kedarkantha')
  expect(asha).toContain(',2,advance,')
})

test('the owner cancels with a refund percentage of their own; staff get the policy', async () => {
  const app = await createConsoleApp()
  const staff = await createStaffMember(app)
  const owner = await signInOwner(app)
  const customer = await signUpAndLogIn(app)
  const booking = (await bookOneSeat(app, customer)).response.json<{
    data: { _id: string; amountDue: number }
  }>().data
  await payAmountDue(app, booking)

  const override = await call(app, staff, 'POST', `/api/console/bookings/${booking._id}/cancel`, {
    reason: 'Medical',
    refundPercent: 100,
  })
  expect(override.statusCode).toBe(403)
  const cancelled = await call(app, owner, 'POST', `/api/console/bookings/${booking._id}/cancel`, {
    reason: 'Road closed by landslide',
    refundPercent: 40,
  })
  expect(cancelled.statusCode).toBe(200)
  const expected = Math.floor(booking.amountDue * 100 * 0.4) / 100
  expect(cancelled.json<{ data: ConsoleBooking }>().data).toMatchObject({
    metadata: { status: 'cancelled' },
    cancelReason: 'operator',
    refundAmount: expected,
    refunds: [{ amount: expected, status: 'pending' }],
  })
  const [entry] = await auditOf(app, owner)
  expect(entry).toMatchObject({
    staffId: owner.id,
    action: 'booking.cancelled',
    entity: 'booking',
    entityId: booking._id,
    after: { reason: 'Road closed by landslide', refundPercent: 40, refund: expected },
  })
  const again = await call(app, owner, 'POST', `/api/console/bookings/${booking._id}/cancel`, {
    reason: 'twice',
  })
  expect(again.statusCode).toBe(409)
})

test('adds a departure that shows on the public package at once, and never cuts seats below those booked', async () => {
  const app = await createConsoleApp()
  const staff = await createStaffMember(app)
  const pkg = await app.db
    .selectFrom('packages')
    .select(['id', 'slug'])
    .where('slug', '=', 'kedarkantha-trek')
    .executeTakeFirstOrThrow()
  const startDate = addDays(indiaCalendarDate(), 90)
  const added = await call(app, staff, 'POST', `/api/console/packages/${pkg.id}/departures`, {
    startDate,
    endDate: addDays(startDate, 5),
    seats: 12,
  })
  expect(added.statusCode).toBe(201)
  const departure = added.json<{ data: ConsoleDeparture }>().data
  expect(departure).toMatchObject({ seats: 12, seatsLeft: 12, seatsSold: 0, cancelledAt: null })
  const page = await app.inject({ method: 'GET', url: `/api/packages/${pkg.slug}` })
  expect(JSON.stringify(page.json())).toContain(departure._id)

  for (const bad of [
    { startDate: indiaCalendarDate(), endDate: addDays(startDate, 1), seats: 5 },
    { startDate, endDate: addDays(startDate, -1), seats: 5 },
    { startDate, endDate: startDate, seats: 0 },
  ]) {
    const response = await call(
      app,
      staff,
      'POST',
      `/api/console/packages/${pkg.id}/departures`,
      bad,
    )
    expect(response.statusCode, JSON.stringify(bad)).toBe(400)
  }

  // Travellers book 5 while the operator cuts the seats to 6, twice at once.
  const customers = await Promise.all(Array.from({ length: 5 }, () => signUpAndLogIn(app)))
  const [resize] = await Promise.all([
    call(app, staff, 'PUT', `/api/console/departures/${departure._id}`, { seats: 6 }),
    ...customers.map((customer) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: customer.auth,
        payload: {
          packageId: pkg.id,
          batchId: departure._id,
          numberOfSeats: 1,
          paymentType: 'full',
          customerDetails: TRAVELLER,
        },
      }),
    ),
  ])
  expect(resize?.statusCode, resize?.body).toBe(200)
  const after = await app.db
    .selectFrom('batches')
    .select(['capacity', 'availability'])
    .where('id', '=', departure._id)
    .executeTakeFirstOrThrow()
  const sold = await app.db
    .selectFrom('bookings')
    .select('id')
    .where('batch_id', '=', departure._id)
    .execute()
  expect(after.capacity).toBe(6)
  expect(after.capacity - after.availability).toBe(sold.length)
  const tooFew = await call(app, staff, 'PUT', `/api/console/departures/${departure._id}`, {
    seats: sold.length - 1,
  })
  expect(tooFew.statusCode).toBe(409)
  expect(tooFew.json<{ message: string }>().message).toBe(
    `This departure already has ${sold.length} seats booked; it cannot have fewer seats than that`,
  )
  const redate = await call(app, staff, 'PUT', `/api/console/departures/${departure._id}`, {
    startDate: addDays(startDate, 1),
  })
  expect(redate.statusCode).toBe(409)
  const listed = await call(app, staff, 'GET', `/api/console/departures?packageId=${pkg.id}`)
  const departures = listed.json<{ data: ConsoleDeparture[]; meta: { total: number } }>()
  expect(departures.data.find((item) => item._id === departure._id)).toMatchObject({
    seats: 6,
    seatsSold: sold.length,
  })
  expect(departures.data.every((item) => item.packageId === pkg.id)).toBe(true)
  const later = await call(
    app,
    staff,
    'GET',
    `/api/console/departures?from=${addDays(startDate, 1)}`,
  )
  expect(
    later.json<{ data: ConsoleDeparture[] }>().data.some((item) => item._id === departure._id),
  ).toBe(false)
  const actions = (await auditOf(app, staff)).map((entry) => entry.action)
  expect(actions).toEqual(['departure.updated', 'departure.added'])
})

test('cancelling a departure cancels its bookings with a full refund, tells each traveller, and hides it', async () => {
  const app = await createConsoleApp()
  const staff = await createStaffMember(app)
  const paid = await signUpAndLogIn(app)
  const unpaid = await signUpAndLogIn(app)
  const { response, packageId, departureId } = await bookOneSeat(app, paid)
  const paidBooking = response.json<{ data: { _id: string; amountDue: number } }>().data
  await payAmountDue(app, paidBooking)
  await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: unpaid.auth,
    payload: {
      packageId,
      batchId: departureId,
      numberOfSeats: 2,
      paymentType: 'full',
      customerDetails: TRAVELLER,
    },
  })

  const message = await call(app, staff, 'POST', `/api/console/departures/${departureId}/message`, {
    title: 'Snow on the trail',
    message: 'Bring microspikes; we have spares at base camp.',
  })
  expect(message.json()).toMatchObject({ message: 'Message sent to 2 travellers' })

  const cancel = await call(app, staff, 'POST', `/api/console/departures/${departureId}/cancel`, {
    reason: 'heavy snowfall closed the route',
  })
  expect(cancel.statusCode).toBe(200)
  const cancelled = cancel.json<{ message: string; data: ConsoleDeparture }>()
  expect(cancelled.message).toBe(
    'Departure cancelled; 2 bookings cancelled with a full refund of what was paid',
  )
  expect(cancelled.data.cancelledAt).not.toBeNull()
  const desk = (await call(app, staff, 'GET', `/api/console/bookings/${paidBooking._id}`)).json<{
    data: ConsoleBooking
  }>().data
  expect(desk).toMatchObject({
    cancelReason: 'departure-cancelled',
    refundAmount: paidBooking.amountDue,
    refunds: [{ amount: paidBooking.amountDue, status: 'pending' }],
  })
  const kinds = await app.db
    .selectFrom('notifications')
    .select(['customer_id', 'kind', 'title'])
    .where('customer_id', 'in', [paid.id, unpaid.id])
    .where('kind', 'in', ['operator-message', 'booking-cancelled'])
    .execute()
  expect(kinds).toHaveLength(4)
  const mails = await queuedMailTo(app, [paid.email, unpaid.email])
  const about = (text: string) => mails.filter((mail) => mail.text.includes(text))
  expect(
    about('Bring microspikes')
      .map((mail) => mail.to)
      .sort(),
  ).toEqual([paid.email, unpaid.email].sort())
  expect(
    about('the departure has been called off')
      .map((mail) => mail.to)
      .sort(),
  ).toEqual([paid.email, unpaid.email].sort())
  const page = await app.inject({ method: 'GET', url: `/api/packages/${packageId}` })
  expect(JSON.stringify(page.json())).not.toContain(departureId)
  const rebook = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: (await signUpAndLogIn(app)).auth,
    payload: {
      packageId,
      batchId: departureId,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: TRAVELLER,
    },
  })
  expect(rebook.statusCode).toBe(404)
  expect(
    (
      await call(app, staff, 'POST', `/api/console/departures/${departureId}/cancel`, {
        reason: 'x',
      })
    ).statusCode,
  ).toBe(409)
})

test('moves a lead through its statuses with notes and a follow-up, linked to its customer', async () => {
  const app = await createConsoleApp()
  const staff = await createStaffMember(app)
  const customer = await signUpAndLogIn(app)
  const created = await app.inject({
    method: 'POST',
    url: '/api/leads/create',
    payload: {
      firstName: 'Asha',
      lastName: 'Rawat',
      email: customer.email,
      phone: '9876543210',
      packageType: '4dham',
      travelers: 4,
    },
  })
  const leadId = created.json<{ data: { _id: string } }>().data._id
  const list = await call(app, staff, 'GET', '/api/console/leads?status=new')
  expect(list.json<{ data: ConsoleLead[] }>().data[0]).toMatchObject({
    _id: leadId,
    status: 'new',
    customerId: customer.id,
    travelers: 4,
  })
  const followUpOn = addDays(indiaCalendarDate(), 2)
  for (const status of ['contacted', 'qualified', 'won'] as const) {
    const moved = await call(app, staff, 'PATCH', `/api/console/leads/${leadId}`, {
      status,
      note: `now ${status}`,
      followUpOn,
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json<{ data: ConsoleLead }>().data.status).toBe(status)
  }
  const lead = (await call(app, staff, 'GET', '/api/console/leads?status=won')).json<{
    data: ConsoleLead[]
  }>().data[0]
  expect(lead?.followUpOn).toBe(followUpOn)
  expect(lead?.note.split('\n')).toHaveLength(3)
  expect(lead?.note).toContain('now qualified')
  expect(
    (await call(app, staff, 'PATCH', `/api/console/leads/${leadId}`, { status: 'maybe' }))
      .statusCode,
  ).toBe(400)
  expect(
    (
      await call(app, staff, 'PATCH', '/api/console/leads/0123456789abcdef01234567', {
        status: 'lost',
      })
    ).statusCode,
  ).toBe(404)
  const audit = await auditOf(app, staff)
  expect(audit.filter((entry) => entry.action === 'lead.updated')).toHaveLength(3)
  const customers = await call(app, staff, 'GET', `/api/console/customers?q=${customer.email}`)
  expect(customers.json()).toMatchObject({
    data: [{ _id: customer.id, leads: 1, bookings: 0 }],
    meta: { total: 1 },
  })
})

test('the dashboard shows departures ahead, money in this month, holds, overdue balances and new leads', async () => {
  const app = await createConsoleApp()
  const staff = await createStaffMember(app)
  const customer = await signUpAndLogIn(app)
  const { response, departureId } = await bookOneSeat(app, customer, 10)
  const booking = response.json<{ data: { _id: string; amountDue: number } }>().data
  const held = (await bookOneSeat(app, customer, 10)).response.json<{ data: { _id: string } }>()
    .data
  await payOffline(app, booking._id, 50_000)
  const summary = (await call(app, staff, 'GET', '/api/console/summary')).json<{
    data: {
      upcomingDepartures: ConsoleDeparture[]
      receivedThisMonth: number
      pendingHolds: { bookingId: string }[]
      newLeads: number
    }
  }>().data
  expect(summary.receivedThisMonth).toBe(500)
  expect(summary.pendingHolds.map((hold) => hold.bookingId).sort()).toEqual(
    [booking._id, held._id].sort(),
  )
  expect(summary.upcomingDepartures.map((departure) => departure._id)).toContain(departureId)
  expect(summary.newLeads).toBe(0)
})
