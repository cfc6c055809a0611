import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import type { BookingReadiness } from '@trippy/contracts/readiness'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { bookOneSeat, payOffline } from '../../test/test-bookings.ts'
import { signUpAndLogIn, TEST_PASSWORD, type TestCustomer } from '../../test/test-customers.ts'
import { queuedMailTo } from '../../test/test-outbox.ts'
import { createConsoleApp, createStaffMember } from '../../test/test-staff.ts'
import { documentsDir } from './documents.ts'
import { readinessReminderFor, sendReadinessReminders } from './readiness-jobs.ts'
import { deleteExpiredDocuments } from './readiness.service.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n')
const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>')
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
const image = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer()

function multipart(file: { name: string; type: string; bytes: Buffer }, field = 'file') {
  const boundary = '----trippy-readiness-boundary'
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

const documentUrl = (bookingId: string, index = 0) =>
  `/api/bookings/${bookingId}/travellers/${index}/documents/medical-certificate`

function upload(
  app: FastifyInstance,
  customer: TestCustomer,
  bookingId: string,
  file: { name: string; type: string; bytes: Buffer },
) {
  const body = multipart(file)
  return app.inject({
    method: 'PUT',
    url: documentUrl(bookingId),
    headers: { ...customer.auth, ...body.headers },
    payload: body.payload,
  })
}

/** A customer's booking of one seat on a package that asks for a medical certificate. */
async function bookingNeedingCertificate(app: FastifyInstance, inDays = 60) {
  const customer = await signUpAndLogIn(app)
  const { response, packageId } = await bookOneSeat(app, customer, inDays)
  await app.db
    .updateTable('packages')
    .set({ requires_medical_certificate: 1 })
    .where('id', '=', packageId)
    .execute()
  const booking = response.json<{ data: { _id: string; payableAmount: number } }>().data
  return { customer, bookingId: booking._id }
}

async function readinessOf(app: FastifyInstance, customer: TestCustomer, bookingId: string) {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}/readiness`,
    headers: customer.auth,
  })
  expect(answer.statusCode).toBe(200)
  return answer.json<{ data: BookingReadiness }>().data
}

describe('documents', () => {
  test('real PDF, PNG and JPEG bytes are kept, typed from their bytes, and complete the item', async () => {
    const app = await createConsoleApp()
    const { customer, bookingId } = await bookingNeedingCertificate(app)
    expect((await readinessOf(app, customer, bookingId)).travellers[0]?.missing).toContain(
      'medical-certificate',
    )
    for (const [bytes, type] of [
      [await image('png'), 'image/png'],
      [await image('jpeg'), 'image/jpeg'],
      [PDF, 'application/pdf'],
    ] as const) {
      // The declared type and name say otherwise: the bytes decide.
      const answer = await upload(app, customer, bookingId, {
        name: 'scan.txt',
        type: 'text/plain',
        bytes,
      })
      expect(answer.statusCode).toBe(200)
      const [traveller] = answer.json<{ data: BookingReadiness }>().data.travellers
      expect(traveller?.documents[0]?.contentType).toBe(type)
      expect(traveller?.missing).not.toContain('medical-certificate')
    }
    // Each upload replaced the one before: one file is left.
    expect(readdirSync(documentsDir(app.env.DATA_DIR))).toHaveLength(1)
  })

  test('HTML or SVG renamed .pdf is refused with 415, and nothing is kept', async () => {
    const app = await createConsoleApp()
    const { customer, bookingId } = await bookingNeedingCertificate(app)
    for (const bytes of [HTML, SVG]) {
      const answer = await upload(app, customer, bookingId, {
        name: 'certificate.pdf',
        type: 'application/pdf',
        bytes,
      })
      expect(answer.statusCode).toBe(415)
      expect(answer.json<{ message: string }>().message).toMatch(/Only PDF, JPEG or PNG/)
    }
    expect((await readinessOf(app, customer, bookingId)).travellers[0]?.documents).toEqual([])
  })

  test('a file over 5 MB is refused with 413', async () => {
    const app = await createConsoleApp()
    const { customer, bookingId } = await bookingNeedingCertificate(app)
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])
    const answer = await upload(app, customer, bookingId, {
      name: 'big.pdf',
      type: 'application/pdf',
      bytes: big,
    })
    expect(answer.statusCode).toBe(413)
    expect(answer.json<{ success: boolean }>().success).toBe(false)
  })

  test('a part not named file, or no multipart at all, is refused with 400', async () => {
    const app = await createConsoleApp()
    const { customer, bookingId } = await bookingNeedingCertificate(app)
    const body = multipart({ name: 'a.pdf', type: 'application/pdf', bytes: PDF }, 'upload')
    const wrongField = await app.inject({
      method: 'PUT',
      url: documentUrl(bookingId),
      headers: { ...customer.auth, ...body.headers },
      payload: body.payload,
    })
    expect(wrongField.statusCode).toBe(400)
  })

  test('only the owner and staff read a document, never cached; another customer 404, none 401', async () => {
    const app = await createConsoleApp()
    const { customer, bookingId } = await bookingNeedingCertificate(app)
    expect(
      (
        await upload(app, customer, bookingId, {
          name: 'c.pdf',
          type: 'application/pdf',
          bytes: PDF,
        })
      ).statusCode,
    ).toBe(200)
    const owner = await app.inject({
      method: 'GET',
      url: documentUrl(bookingId),
      headers: customer.auth,
    })
    expect(owner.statusCode).toBe(200)
    expect(owner.headers['cache-control']).toBe('no-store')
    expect(owner.headers['content-type']).toBe('application/pdf')
    expect(owner.rawPayload.equals(PDF)).toBe(true)

    const staff = await createStaffMember(app)
    const byStaff = await app.inject({
      method: 'GET',
      url: documentUrl(bookingId),
      headers: staff.auth,
    })
    expect(byStaff.statusCode).toBe(200)
    expect(byStaff.headers['cache-control']).toBe('no-store')

    const other = await signUpAndLogIn(app)
    const byOther = await app.inject({
      method: 'GET',
      url: documentUrl(bookingId),
      headers: other.auth,
    })
    expect(byOther.statusCode).toBe(404)
    const otherUpload = await upload(app, other, bookingId, {
      name: 'c.pdf',
      type: 'application/pdf',
      bytes: PDF,
    })
    expect(otherUpload.statusCode).toBe(404)

    const anonymous = await app.inject({ method: 'GET', url: documentUrl(bookingId) })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.headers['cache-control']).toBe('no-store')
  })

  test('documents are deleted 30 days after the trip ends, not before, file and all', async () => {
    const app = await createConsoleApp()
    const { customer, bookingId } = await bookingNeedingCertificate(app, 10)
    await upload(app, customer, bookingId, { name: 'c.pdf', type: 'application/pdf', bytes: PDF })
    const { end_date } = await app.db
      .selectFrom('bookings')
      .select('end_date')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow()
    const dayAt = (date: string) => new Date(`${date}T06:00:00Z`)
    expect(
      await deleteExpiredDocuments(app.db, app.env.DATA_DIR, dayAt(addDays(end_date, 29))),
    ).toBe(0)
    expect(readdirSync(documentsDir(app.env.DATA_DIR))).toHaveLength(1)
    expect(
      await deleteExpiredDocuments(app.db, app.env.DATA_DIR, dayAt(addDays(end_date, 30))),
    ).toBe(1)
    expect(readdirSync(documentsDir(app.env.DATA_DIR))).toHaveLength(0)
    const gone = await app.inject({
      method: 'GET',
      url: documentUrl(bookingId),
      headers: customer.auth,
    })
    expect(gone.statusCode).toBe(404)
  })

  test('deleting the account deletes its documents and emergency contacts at once', async () => {
    const app = await createConsoleApp()
    const { customer, bookingId } = await bookingNeedingCertificate(app)
    await upload(app, customer, bookingId, { name: 'c.pdf', type: 'application/pdf', bytes: PDF })
    await app.inject({
      method: 'PUT',
      url: `/api/bookings/${bookingId}/travellers/0/readiness`,
      headers: customer.auth,
      payload: { emergencyName: 'Vikram Rawat', emergencyPhone: '+91 91234 56789' },
    })
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/customers/${customer.id}`,
      headers: customer.auth,
      payload: { password: TEST_PASSWORD },
    })
    expect(deleted.statusCode).toBe(200)
    expect(readdirSync(documentsDir(app.env.DATA_DIR))).toHaveLength(0)
    const left = await app.db
      .selectFrom('traveller_readiness')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .execute()
    expect(left).toEqual([])
    expect(existsSync(path.join(app.env.DATA_DIR, 'documents'))).toBe(true)
  })
})

describe('readiness', () => {
  test('the emergency contact and Char Dham registration number are set per traveller', async () => {
    const app = await createConsoleApp()
    const { customer, bookingId } = await bookingNeedingCertificate(app)
    const before = await readinessOf(app, customer, bookingId)
    expect(before).toMatchObject({ complete: false, editable: true })
    expect(before.travellers[0]?.needs).toEqual(['emergency-contact', 'medical-certificate'])
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${bookingId}/travellers/0/readiness`,
      headers: customer.auth,
      payload: { emergencyName: 'Vikram Rawat', emergencyPhone: '+91 91234 56789' },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<{ data: BookingReadiness }>().data.travellers[0]?.missing).toEqual([
      'medical-certificate',
    ])
    const invalid = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${bookingId}/travellers/0/readiness`,
      headers: customer.auth,
      payload: { emergencyName: 'V', emergencyPhone: '<script>' },
    })
    expect(invalid.statusCode).toBe(400)
    const noSuchTraveller = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${bookingId}/travellers/3/readiness`,
      headers: customer.auth,
      payload: { emergencyName: 'V', emergencyPhone: '1' },
    })
    expect(noSuchTraveller.statusCode).toBe(404)
  })

  test('a Char Dham package asks for the registration number; high treks ask for a certificate', async () => {
    const app = await createConsoleApp()
    const flags = await app.db
      .selectFrom('packages')
      .select(['slug', 'requires_medical_certificate'])
      .where('slug', 'in', [
        'roopkund-trek',
        'kedarkantha-trek',
        'stok-kangri-expedition',
        'char-dham-yatra',
      ])
      .execute()
    expect(
      Object.fromEntries(flags.map((row) => [row.slug, row.requires_medical_certificate])),
    ).toEqual({
      'roopkund-trek': 1,
      'stok-kangri-expedition': 1,
      'kedarkantha-trek': 0,
      'char-dham-yatra': 0,
    })
    const pkg = await app.inject({ method: 'GET', url: '/api/packages/roopkund-trek' })
    expect(
      pkg.json<{ data: { facts: { requiresMedicalCertificate: boolean } } }>().data.facts,
    ).toMatchObject({ requiresMedicalCertificate: true })
  })
})

describe('reminders', () => {
  test('reminds 14 then 5 days before departure', () => {
    const start = '2026-12-20'
    expect(readinessReminderFor('2026-12-05', start)).toBeNull()
    expect(readinessReminderFor('2026-12-06', start)).toBe(14)
    expect(readinessReminderFor('2026-12-14', start)).toBe(14)
    expect(readinessReminderFor('2026-12-15', start)).toBe(5)
  })

  test('a reminder mail goes once per booking and reminder, and none once nothing is missing', async () => {
    const app = await createConsoleApp()
    const { customer, bookingId } = await bookingNeedingCertificate(app, 10)
    const row = await app.db
      .selectFrom('bookings')
      .select(['payable_paise', 'start_date'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow()
    await payOffline(app, bookingId, row.payable_paise)
    const now = new Date()
    const before = (await queuedMailTo(app, [customer.email])).length
    expect(await sendReadinessReminders(app.db, app.mailContext, now)).toBe(1)
    expect(await sendReadinessReminders(app.db, app.mailContext, now)).toBe(0)
    const mails = await queuedMailTo(app, [customer.email])
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)?.text).toMatch(/Medical certificate/)
    // Five days before: complete by then, so no second mail.
    await upload(app, customer, bookingId, { name: 'c.pdf', type: 'application/pdf', bytes: PDF })
    await app.inject({
      method: 'PUT',
      url: `/api/bookings/${bookingId}/travellers/0/readiness`,
      headers: customer.auth,
      payload: { emergencyName: 'Vikram Rawat', emergencyPhone: '+91 91234 56789' },
    })
    const fiveDaysBefore = new Date(`${addDays(row.start_date, -5)}T06:00:00Z`)
    expect(indiaCalendarDate(fiveDaysBefore)).toBe(addDays(row.start_date, -5))
    expect(await sendReadinessReminders(app.db, app.mailContext, fiveDaysBefore)).toBe(0)
  })
})
