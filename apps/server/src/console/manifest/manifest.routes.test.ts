import type { Manifest } from '@trippy/contracts/readiness'
import { expect, test } from 'vitest'
import { bookOneSeat } from '../../../test/test-bookings.ts'
import { signUpAndLogIn } from '../../../test/test-customers.ts'
import { createConsoleApp, createStaffMember } from '../../../test/test-staff.ts'
import { MANIFEST_CSV_COLUMNS } from './manifest.routes.ts'

async function departureWithTraveller() {
  const app = await createConsoleApp()
  const customer = await signUpAndLogIn(app)
  const { response, departureId } = await bookOneSeat(app, customer)
  const bookingId = response.json<{ data: { _id: string } }>().data._id
  await app.inject({
    method: 'PUT',
    url: `/api/bookings/${bookingId}/travellers`,
    headers: customer.auth,
    payload: {
      travellers: [
        {
          name: 'Asha Rawat',
          age: 34,
          gender: 'female',
          idType: 'aadhaar',
          idNumber: '1234 5678 9012',
        },
      ],
    },
  })
  await app.inject({
    method: 'PUT',
    url: `/api/bookings/${bookingId}/travellers/0/readiness`,
    headers: customer.auth,
    payload: { emergencyName: 'Vikram Rawat', emergencyPhone: '+91 91234 56789' },
  })
  const staff = await createStaffMember(app)
  return { app, customer, staff, bookingId, departureId }
}

test('the manifest CSV has a row per traveller with details, emergency contact, readiness and amount due', async () => {
  const { app, staff, bookingId, departureId } = await departureWithTraveller()
  const answer = await app.inject({
    method: 'GET',
    url: `/api/console/departures/${departureId}/manifest.csv`,
    headers: staff.auth,
  })
  expect(answer.statusCode).toBe(200)
  expect(answer.headers['content-type']).toMatch(/^text\/csv/)
  const [header, row, ...rest] = answer.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(header).toBe(MANIFEST_CSV_COLUMNS.join(','))
  expect(rest).toEqual([])
  const cells = row?.split(',') ?? []
  const cell = (column: (typeof MANIFEST_CSV_COLUMNS)[number]) =>
    cells[MANIFEST_CSV_COLUMNS.indexOf(column)]
  expect(cell('Booking ID')).toBe(bookingId)
  expect(cell('Name')).toBe('Asha Rawat')
  expect(cell('Age')).toBe('34')
  expect(cell('Gender')).toBe('female')
  expect(cell('ID number')).toBe('1234 5678 9012')
  expect(cell('Emergency contact')).toBe('Vikram Rawat')
  expect(cell('Emergency phone')).toBe("'+91 91234 56789")
  expect(cell('Medical certificate')).toBe('not needed')
  expect(cell('Missing')).toBe('')
  expect(Number(cell('Amount due (INR)'))).toBeGreaterThan(0)
  expect(cell('Check-in')).toBe('')
})

test('staff check a traveller in; the manifest shows it, a second mark replaces it, each audited', async () => {
  const { app, staff, bookingId, departureId } = await departureWithTraveller()
  const checkIn = (status: string) =>
    app.inject({
      method: 'POST',
      url: `/api/console/departures/${departureId}/check-ins`,
      headers: staff.auth,
      payload: { bookingId, travellerIndex: 0, status },
    })
  const present = await checkIn('present')
  expect(present.statusCode).toBe(200)
  const rows = present.json<{ data: Manifest }>().data.rows
  expect(rows[0]?.checkIn).toMatchObject({ status: 'present', staffName: 'Kiran Bisht' })
  expect((await checkIn('no-show')).json<{ data: Manifest }>().data.rows[0]?.checkIn?.status).toBe(
    'no-show',
  )
  const audit = await app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'traveller.checked-in')
    .where('entity_id', '=', bookingId)
    .orderBy('at')
    .execute()
  expect(audit).toHaveLength(2)
  expect(JSON.parse(audit[1]?.before_json ?? 'null')).toMatchObject({ status: 'present' })
  expect(JSON.parse(audit[1]?.after_json ?? 'null')).toMatchObject({ status: 'no-show' })
})

test('check-in refuses a traveller not on the departure, a bad status, customers and no one', async () => {
  const { app, customer, staff, bookingId, departureId } = await departureWithTraveller()
  const post = (payload: object, headers: Record<string, string> = staff.auth) =>
    app.inject({
      method: 'POST',
      url: `/api/console/departures/${departureId}/check-ins`,
      headers,
      payload,
    })
  expect((await post({ bookingId, travellerIndex: 4, status: 'present' })).statusCode).toBe(404)
  expect(
    (await post({ bookingId: 'a'.repeat(24), travellerIndex: 0, status: 'present' })).statusCode,
  ).toBe(404)
  expect((await post({ bookingId, travellerIndex: 0, status: 'maybe' })).statusCode).toBe(400)
  expect(
    (await post({ bookingId, travellerIndex: 0, status: 'present' }, customer.auth)).statusCode,
  ).toBe(403)
  expect((await post({ bookingId, travellerIndex: 0, status: 'present' }, {})).statusCode).toBe(401)
  const manifest = await app.inject({
    method: 'GET',
    url: `/api/console/departures/${departureId}/manifest`,
    headers: customer.auth,
  })
  expect(manifest.statusCode).toBe(403)
})
