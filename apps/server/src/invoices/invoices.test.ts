import type { Booking, Customer } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { confirmedBooking, payAmountDue, pendingBooking } from '../../test/test-bookings.ts'
import { createConsoleApp, signInOwner } from '../../test/test-staff.ts'
import { signUpAndLogIn, type TestCustomer } from '../../test/test-customers.ts'
import { amountInWords } from './amount-in-words.ts'
import { financialYear } from './financial-year.ts'
import { rupees } from './invoice-pdf.ts'
import { issueInvoiceInTransaction } from './invoices.service.ts'
import { pdfText } from '../../test/test-pdf-text.ts'

const GSTIN = '05AABCT1234F1ZW'
const PROFILE = {
  firstName: 'Asha',
  lastName: 'Rawat',
  phone: '+91 98765 43210',
  address: '12 Mall Road, Mussoorie',
}

async function setState(app: FastifyInstance, customer: TestCustomer, state: string) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/customers/profile/${customer.id}`,
    headers: customer.auth,
    payload: { ...PROFILE, state },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: Customer }>().data
}

/** Books a seat and pays all of it: the booking is confirmed, and invoiced. */
function download(
  app: FastifyInstance,
  bookingId: string,
  auth: { authorization: string } | undefined,
  file: 'invoice.pdf' | 'credit-note.pdf' = 'invoice.pdf',
) {
  return app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}/${file}`,
    ...(auth ? { headers: auth } : {}),
  })
}

/** The PDF's text on one line, so a phrase wrapped onto the next line still matches. */
function flatText(pdf: Buffer): string {
  return pdfText(pdf).replace(/\s+/g, ' ')
}

const paise = (rupeeAmount: number) => Math.round(rupeeAmount * 100)

describe('numbering', () => {
  test('issues TH/FY/0001 when a booking is confirmed and 0002 for the next, none while pending', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const year = financialYear(new Date())
    const pending = await pendingBooking(app, customer)
    expect(pending.invoiceNumber).toBeNull()

    const first = await payAmountDue(app, pending)
    expect(first.booking.metadata.status).toBe('confirmed')
    expect(first.booking.invoiceNumber).toBe(`TH/${year}/0001`)
    const second = await confirmedBooking(app, customer)
    expect(second.invoiceNumber).toBe(`TH/${year}/0002`)

    const rows = await app.db
      .selectFrom('invoices')
      .select(['booking_id', 'kind', 'number', 'financial_year'])
      .orderBy('number')
      .execute()
    expect(rows).toEqual([
      { booking_id: pending._id, kind: 'invoice', number: `TH/${year}/0001`, financial_year: year },
      { booking_id: second._id, kind: 'invoice', number: `TH/${year}/0002`, financial_year: year },
    ])
  })

  test('gives bookings confirmed at the same moment consecutive, distinct numbers', async () => {
    const app = await createTestApp()
    const customers = await Promise.all([signUpAndLogIn(app), signUpAndLogIn(app)])
    const bookings: Booking[] = []
    for (const customer of customers) {
      bookings.push(await pendingBooking(app, customer), await pendingBooking(app, customer))
    }
    const settled = await Promise.all(bookings.map((booking) => payAmountDue(app, booking)))
    const year = financialYear(new Date())
    expect(settled.map((each) => each.booking.invoiceNumber).sort()).toEqual(
      [1, 2, 3, 4].map((n) => `TH/${year}/000${n}`),
    )
    const counter = await app.db
      .selectFrom('invoice_counters')
      .select('next_number')
      .where('series', '=', `invoice:${year}`)
      .executeTakeFirstOrThrow()
    expect(Number(counter.next_number)).toBe(5)
  })

  test('gives the number back when the confirmation rolls back, and issues one invoice per booking', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const booking = await pendingBooking(app, customer)
    const year = financialYear(new Date())
    await expect(
      app.db.transaction().execute(async (trx) => {
        expect(await issueInvoiceInTransaction(trx, booking._id, new Date())).toBe(
          `TH/${year}/0001`,
        )
        throw new Error('the payment failed after all')
      }),
    ).rejects.toThrow('the payment failed after all')

    const confirmed = await payAmountDue(app, booking)
    expect(confirmed.booking.invoiceNumber).toBe(`TH/${year}/0001`)
    // Asked again (a repeated webhook), the booking keeps its invoice and takes no number.
    const again = await app.db
      .transaction()
      .execute((trx) => issueInvoiceInTransaction(trx, booking._id, new Date()))
    expect(again).toBe(`TH/${year}/0001`)
    const next = await confirmedBooking(app, customer)
    expect(next.invoiceNumber).toBe(`TH/${year}/0002`)
  })

  test('starts a new series at midnight on 1 April, India time', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const [march, april, later] = [
      await pendingBooking(app, customer),
      await pendingBooking(app, await signUpAndLogIn(app)),
      await pendingBooking(app, await signUpAndLogIn(app)),
    ]
    const issue = (booking: Booking | undefined, at: string) =>
      app.db
        .transaction()
        .execute((trx) => issueInvoiceInTransaction(trx, booking?._id ?? '', new Date(at)))
    expect(await issue(march, '2027-03-31T23:59:59+05:30')).toBe('TH/2026-27/0001')
    expect(await issue(april, '2027-04-01T00:00:00+05:30')).toBe('TH/2027-28/0001')
    expect(await issue(later, '2027-04-02T10:00:00+05:30')).toBe('TH/2027-28/0002')
  })
})

describe('GET /api/bookings/:id/invoice.pdf', () => {
  test('downloads a PDF with the number, GSTIN, SAC, CGST and SGST within Uttarakhand, the total and its words', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await setState(app, customer, 'Uttarakhand')
    const booking = await confirmedBooking(app, customer)
    const number = booking.invoiceNumber ?? ''

    const response = await download(app, booking._id, customer.auth)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${number.replaceAll('/', '-')}.pdf"`,
    )
    expect(response.headers['content-disposition']).toMatch(/filename="TH-\d{4}-\d{2}-0001\.pdf"/)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const { subtotal, gst, total } = booking.bookingInfo
    const text = flatText(response.rawPayload)
    for (const expected of [
      'Tax Invoice',
      `Invoice no.: ${number}`,
      'Trippy Himalaya Treks Pvt Ltd',
      `GSTIN: ${GSTIN}`,
      'State: Uttarakhand (05)',
      'Billed to Asha Rawat 12 Mall Road, Mussoorie State: Uttarakhand (05)',
      'Place of supply Uttarakhand (05)',
      'Kedarkantha',
      '998555',
      `Taxable value Rs. ${rupees(paise(subtotal))}`,
      `CGST @ 2.5% Rs. ${rupees(Math.ceil(paise(gst) / 2))}`,
      `SGST @ 2.5% Rs. ${rupees(Math.floor(paise(gst) / 2))}`,
      `Total Rs. ${rupees(paise(total))}`,
      `Amount in words: ${amountInWords(paise(total))}`,
      'computer-generated invoice',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('IGST')
    expect(paise(subtotal) + paise(gst)).toBe(paise(total))
  })

  test('charges IGST for a customer in Karnataka, and prints the same invoice after the profile changes', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await setState(app, customer, 'Karnataka')
    const booking = await confirmedBooking(app, customer)
    const { gst, total } = booking.bookingInfo

    const before = flatText((await download(app, booking._id, customer.auth)).rawPayload)
    for (const expected of [
      `GSTIN: ${GSTIN}`,
      'Place of supply Karnataka (29)',
      '998555',
      `IGST @ 5% Rs. ${rupees(paise(gst))}`,
      `Total Rs. ${rupees(paise(total))}`,
      amountInWords(paise(total)),
    ])
      expect(before).toContain(expected)
    expect(before).not.toContain('CGST')
    expect(before).not.toContain('SGST')

    await setState(app, customer, 'Uttarakhand')
    const after = flatText((await download(app, booking._id, customer.auth)).rawPayload)
    expect(after).toBe(before)
  })

  test('answers only the booking’s owner, in the JSON envelope', async () => {
    const app = await createTestApp()
    const owner = await signUpAndLogIn(app)
    const stranger = await signUpAndLogIn(app)
    const booking = await confirmedBooking(app, owner)
    const pending = await pendingBooking(app, owner)

    const cases: [string, { authorization: string } | undefined, number, string][] = [
      [booking._id, undefined, 401, ''],
      [booking._id, stranger.auth, 403, 'This booking belongs to another customer'],
      ['0123456789abcdef01234567', owner.auth, 404, 'Booking not found'],
      [pending._id, owner.auth, 404, 'No invoice yet'],
    ]
    for (const [id, auth, status, message] of cases) {
      const response = await download(app, id, auth)
      expect(response.statusCode).toBe(status)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toMatchObject({ success: false })
      if (message) expect(response.json()).toEqual({ success: false, message })
    }
    const noCreditNote = await download(app, booking._id, owner.auth, 'credit-note.pdf')
    expect(noCreditNote.statusCode).toBe(404)
    expect(noCreditNote.json()).toEqual({
      success: false,
      message: 'No credit note for this booking',
    })
  })
})

describe('credit notes', () => {
  test('a cancellation with a refund after confirmation issues a credit note against the invoice', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    await setState(app, customer, 'Uttarakhand')
    // 30 days before departure: the standard policy refunds half of what was paid.
    const booking = await confirmedBooking(app, customer, 30)
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: customer.auth,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const refund = paise(cancel.json<{ data: Booking }>().data.refundAmount ?? 0)
    expect(refund).toBe(Math.floor(paise(booking.bookingInfo.total) / 2))

    const year = financialYear(new Date())
    const response = await download(app, booking._id, customer.auth, 'credit-note.pdf')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="CN-${year}-0001.pdf"`,
    )
    const { subtotal, total } = booking.bookingInfo
    const taxable = Math.round((refund * paise(subtotal)) / paise(total))
    const tax = refund - taxable
    const text = flatText(response.rawPayload)
    for (const expected of [
      'Credit Note',
      `Credit note no.: CN/${year}/0001`,
      `Against invoice: ${booking.invoiceNumber}`,
      `GSTIN: ${GSTIN}`,
      '998555',
      `Taxable value Rs. ${rupees(taxable)}`,
      `CGST @ 2.5% Rs. ${rupees(Math.ceil(tax / 2))}`,
      `SGST @ 2.5% Rs. ${rupees(Math.floor(tax / 2))}`,
      `Total credited Rs. ${rupees(refund)}`,
      amountInWords(refund),
    ])
      expect(text).toContain(expected)

    // The invoice itself stays as it was issued.
    const invoice = await download(app, booking._id, customer.auth)
    expect(flatText(invoice.rawPayload)).toContain(`Total Rs. ${rupees(paise(total))}`)
  })

  test('a booking cancelled before it was paid gets no credit note', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    const booking = await pendingBooking(app, customer)
    await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: customer.auth,
    })
    const response = await download(app, booking._id, customer.auth, 'credit-note.pdf')
    expect(response.statusCode).toBe(404)
    expect(await app.db.selectFrom('invoices').select('id').execute()).toEqual([])
  })
})

describe('GET /api/console/bookings/:id/invoice.pdf', () => {
  test('lets staff download any booking’s invoice and credit note', async () => {
    const app = await createConsoleApp()
    const owner = await signInOwner(app)
    const customer = await signUpAndLogIn(app)
    const booking = await confirmedBooking(app, customer)

    const invoice = await app.inject({
      method: 'GET',
      url: `/api/console/bookings/${booking._id}/invoice.pdf`,
      headers: owner.auth,
    })
    expect(invoice.statusCode).toBe(200)
    expect(invoice.headers['content-type']).toBe('application/pdf')
    expect(flatText(invoice.rawPayload)).toContain(`Invoice no.: ${booking.invoiceNumber}`)

    const creditNote = await app.inject({
      method: 'GET',
      url: `/api/console/bookings/${booking._id}/credit-note.pdf`,
      headers: owner.auth,
    })
    expect(creditNote.statusCode).toBe(404)
    expect(creditNote.json()).toEqual({
      success: false,
      message: 'No credit note for this booking',
    })
  })
})

describe('the profile’s state', () => {
  test('keeps a state from the list, clears it with an empty value, and refuses anything else', async () => {
    const app = await createTestApp()
    const customer = await signUpAndLogIn(app)
    expect((await setState(app, customer, 'Outside India')).state).toBe('Outside India')

    const unchanged = await app.inject({
      method: 'PUT',
      url: `/api/customers/profile/${customer.id}`,
      headers: customer.auth,
      payload: PROFILE,
    })
    expect(unchanged.json<{ data: Customer }>().data.state).toBe('Outside India')

    const refused = await app.inject({
      method: 'PUT',
      url: `/api/customers/profile/${customer.id}`,
      headers: customer.auth,
      payload: { ...PROFILE, state: 'Atlantis' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      success: false,
      errors: [{ path: 'state', message: 'Please choose your state from the list' }],
    })

    expect((await setState(app, customer, '')).state).toBeUndefined()
  })
})
