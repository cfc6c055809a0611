import { expect, test } from 'vitest'
import { plural, pluralWord } from './plural.ts'

test('writes one traveller in the singular and every other count in the plural', () => {
  expect(plural(1, 'traveller', 'travellers')).toBe('1 traveller')
  expect(plural(0, 'traveller', 'travellers')).toBe('0 travellers')
  expect(plural(2, 'traveller', 'travellers')).toBe('2 travellers')
  expect(plural(21, 'seat', 'seats')).toBe('21 seats')
  expect(plural(1.5, 'day', 'days')).toBe('1.5 days')
})

test('picks the verb or phrase that agrees with a count', () => {
  expect(pluralWord(1, 'is', 'are')).toBe('is')
  expect(pluralWord(3, 'is', 'are')).toBe('are')
  expect(pluralWord(1, 'seat goes', 'seats go')).toBe('seat goes')
})
