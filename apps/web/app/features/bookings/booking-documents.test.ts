import { expect, test } from 'vitest'
import { documentsOf, fileNameOf } from './booking-documents.tsx'
import { testBooking } from './test-booking.ts'

test('takes the file name from Content-Disposition, the encoded form first', () => {
  expect(fileNameOf('attachment; filename="TH-2026-27-0001.pdf"', 'invoice.pdf')).toBe(
    'TH-2026-27-0001.pdf',
  )
  expect(fileNameOf('attachment; filename=TH-CN-0002.pdf', 'invoice.pdf')).toBe('TH-CN-0002.pdf')
  expect(
    fileNameOf(
      `attachment; filename="fallback.pdf"; filename*=UTF-8''TH%2F2026-27%2F0003.pdf`,
      'invoice.pdf',
    ),
  ).toBe('0003.pdf')
  expect(fileNameOf(null, 'invoice.pdf')).toBe('invoice.pdf')
  expect(fileNameOf('attachment', 'credit-note.pdf')).toBe('credit-note.pdf')
})

test('offers the invoice once invoiced, and the credit note of a cancelled booking with a refund', () => {
  expect(documentsOf(testBooking({ invoiceNumber: null }))).toEqual([])
  expect(documentsOf(testBooking({ invoiceNumber: 'TH/2026-27/0001' }))).toEqual(['invoice'])
  const refund = {
    _id: '0123456789abcdef01234567',
    amount: 100,
    status: 'pending' as const,
    reference: null,
    createdAt: '2027-03-02T10:00:00.000Z',
    processedAt: null,
    throughGateway: false,
  }
  const cancelled = testBooking({
    invoiceNumber: 'TH/2026-27/0001',
    metadata: { bookingDate: '2027-03-01T10:00:00.000Z', status: 'cancelled', source: 'website' },
    refunds: [refund],
  })
  expect(documentsOf(cancelled)).toEqual(['invoice', 'credit-note'])
  expect(documentsOf({ ...cancelled, invoiceNumber: null })).toEqual([])
})
