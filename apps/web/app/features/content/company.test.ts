import { expect, test } from 'vitest'
import { addressLine, formatPhone, mapUrl } from './company.ts'

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
