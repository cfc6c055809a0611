import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { FastifyInstance } from 'fastify'
import { expect, test } from 'vitest'
import { bookOneSeat } from '../../test/test-bookings.ts'
import { signUpAndLogIn } from '../../test/test-customers.ts'
import { createConsoleApp, signInOwner, type TestStaff } from '../../test/test-staff.ts'

async function csvOf(app: FastifyInstance, staff: TestStaff, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: staff.auth })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.body.startsWith('\uFEFF')).toBe(true)
  const name = url.replace(/^\/api\/console\/([\w-]+)\.csv.*$/, '$1')
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(
      `^attachment; filename="${name === 'audit' ? 'audit-log' : name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
    ),
  )
  return response.body.slice(1).trimEnd().split('\r\n')
}

test('exports the leads a filter matches, every row, with formulas defused', async () => {
  const app = await createConsoleApp()
  const owner = await signInOwner(app)
  const marker = `Csv${Date.now()}`
  const send = (firstName: string) =>
    app.inject({
      method: 'POST',
      url: '/api/leads/create',
      payload: {
        firstName,
        lastName: marker,
        packageType: '4dham',
        travelers: 3,
        email: 'csv@example.com',
      },
    })
  const won = (await send('=cmd|calc')).json<{ data: { _id: string } }>().data._id
  await send('Ravi')
  await app.inject({
    method: 'PATCH',
    url: `/api/console/leads/${won}`,
    headers: owner.auth,
    payload: { status: 'won' },
  })
  const lines = await csvOf(app, owner, `/api/console/leads.csv?q=${marker}&status=won`)
  expect(lines[0]).toBe(
    'Lead ID,Received at,Kind,Status,Name,Email,Phone,Trip,Trip type,Package type,Travellers,Message,Follow up on,Notes,Customer ID',
  )
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`${won},`)
  expect(lines[1]).toContain(`,won,'=cmd|calc ${marker},csv@example.com,`)
  expect(await csvOf(app, owner, `/api/console/leads.csv?q=${marker}`)).toHaveLength(3)
  const refused = await app.inject({
    method: 'GET',
    url: '/api/console/leads.csv?status=maybe',
    headers: owner.auth,
  })
  expect(refused.statusCode).toBe(400)
})

test('exports customers by search, departures by package and dates, and the whole audit log', async () => {
  const app = await createConsoleApp()
  const owner = await signInOwner(app)
  const customer = await signUpAndLogIn(app)
  const { packageId, departureId } = await bookOneSeat(app, customer)

  const customers = await csvOf(app, owner, `/api/console/customers.csv?q=${customer.email}`)
  expect(customers[0]).toBe('Customer ID,Registered at,Name,Email,Phone,Bookings,Leads')
  expect(customers).toHaveLength(2)
  expect(customers[1]).toMatch(
    new RegExp(
      `^${customer.id},[^,]+,Asha Rawat,${customer.email.replace('.', '\\.')},'\\+91 98765 43210,1,0$`,
    ),
  )

  const from = indiaCalendarDate()
  const departures = await csvOf(
    app,
    owner,
    `/api/console/departures.csv?packageId=${packageId}&from=${from}&to=${addDays(from, 400)}`,
  )
  expect(departures[0]).toBe(
    'Departure ID,Package,Start,End,Seats,Seats sold,Seats left,Cancelled at',
  )
  expect(departures.length).toBeGreaterThan(3) // more rows than fit the list's first page is fine too
  const ours = departures.find((line) => line.startsWith(`${departureId},`))
  const [, seats, sold, left] =
    /,Kedarkantha[^,]*,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},(\d+),(\d+),(\d+),$/.exec(ours ?? '') ??
    []
  expect(Number(left)).toBe(9) // bookOneSeat leaves 10 free, then takes one
  expect(Number(seats)).toBe(Number(sold) + Number(left))
  expect(departures.slice(1).every((line) => line.split(',')[1]?.startsWith('Kedarkantha'))).toBe(
    true,
  )

  await app.inject({
    method: 'PUT',
    url: `/api/console/departures/${departureId}`,
    headers: owner.auth,
    payload: { seats: 12 },
  })
  const audit = await csvOf(app, owner, '/api/console/audit.csv')
  expect(audit[0]).toBe('At,Staff,Action,Entity,Entity ID,Before,After')
  const updated = audit.find((line) =>
    line.includes(`,departure.updated,departure,${departureId},`),
  )
  expect(updated).toBeDefined()
  expect(updated).toContain('""seats"":12')
})
