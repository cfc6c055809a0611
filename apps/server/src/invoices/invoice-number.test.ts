import { expect, test } from 'vitest'
import { documentFileName, documentNumber, seriesOf } from './invoice-number.ts'

const LAST_MINUTE_OF_MARCH = new Date('2027-03-31T18:29:00Z') // 23:59 IST, 31 March 2027
const FIRST_MINUTE_OF_APRIL = new Date('2027-03-31T18:30:00Z') // 00:00 IST, 1 April 2027

test('numbers invoices by prefix, financial year and a four-digit serial', () => {
  expect(documentNumber('TH', 'invoice', new Date('2026-11-23T10:00:00Z'), 1)).toBe(
    'TH/2026-27/0001',
  )
  expect(documentNumber('TH', 'invoice', new Date('2026-11-23T10:00:00Z'), 12_345)).toBe(
    'TH/2026-27/12345',
  )
})

test('starts new series on 1 April in India time', () => {
  expect(seriesOf('invoice', LAST_MINUTE_OF_MARCH)).toBe('invoice:2026-27')
  expect(seriesOf('invoice', FIRST_MINUTE_OF_APRIL)).toBe('invoice:2027-28')
  expect(documentNumber('TH', 'invoice', LAST_MINUTE_OF_MARCH, 842)).toBe('TH/2026-27/0842')
  expect(documentNumber('TH', 'invoice', FIRST_MINUTE_OF_APRIL, 1)).toBe('TH/2027-28/0001')
})

test('keeps credit notes in a series of their own', () => {
  expect(seriesOf('credit-note', FIRST_MINUTE_OF_APRIL)).toBe('credit-note:2027-28')
  expect(documentNumber('TH', 'credit-note', FIRST_MINUTE_OF_APRIL, 3)).toBe('CN/2027-28/0003')
})

test('names the download after the number, without slashes', () => {
  expect(documentFileName('TH/2026-27/0001')).toBe('TH-2026-27-0001.pdf')
  expect(documentFileName('CN/2026-27/0001')).toBe('CN-2026-27-0001.pdf')
})
