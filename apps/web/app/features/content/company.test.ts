import { expect, test } from 'vitest'
import * as m from '@trippy/i18n/messages'
import {
  addressLine,
  COMPANY,
  formatPhone,
  mapUrl,
  REFUND_TIME,
  refundTime,
  RESPONSE_TIME,
  responseTime,
  TERMS_EFFECTIVE_DATE,
  termsEffectiveDate,
} from './company.ts'

test('writes an Indian mobile number in the usual 5 + 5 grouping', () => {
  expect(formatPhone('919876543210')).toBe('+91 98765 43210')
})

test('leaves other numbers whole behind a plus', () => {
  expect(formatPhone('447700900123')).toBe('+447700900123')
})

test('links the map search to the office address', () => {
  expect(addressLine()).toBe('Rajpur Road, Dehradun, Uttarakhand 248001, India')
  expect(mapUrl()).toBe(
    'https://www.google.com/maps/search/?api=1&query=Rajpur%20Road%2C%20Dehradun%2C%20Uttarakhand%20248001%2C%20India',
  )
})

test('says the refund and response times and the terms date in English exactly as the constants do', () => {
  expect(refundTime()).toBe(REFUND_TIME)
  expect(responseTime()).toBe(RESPONSE_TIME)
  expect(termsEffectiveDate()).toBe(TERMS_EFFECTIVE_DATE)
})

test('writes the times and the terms date in Hindi', () => {
  expect(m.content_refund_time({}, { locale: 'hi' })).toBe('7-10 कार्यदिवस')
  expect(m.content_response_time({}, { locale: 'hi' })).toBe('24 घंटे')
})

test('names the court city in English as COMPANY does', () => {
  expect(m.policies_court_city()).toBe(COMPANY.courtCity)
})
