import { expect, test } from 'vitest'
import {
  CUSTOMER_STATES,
  gstStateCode,
  INDIAN_STATES,
  isCustomerState,
  isGstin,
} from './indian-states.ts'

test('lists 28 states and 8 union territories, each with a GST code of its own', () => {
  expect(INDIAN_STATES).toHaveLength(36)
  expect(new Set(INDIAN_STATES.map((state) => state.gstCode)).size).toBe(36)
  expect(gstStateCode('Uttarakhand')).toBe('05')
  expect(gstStateCode('Karnataka')).toBe('29')
  expect(gstStateCode('Outside India')).toBeNull()
})

test('lets a customer choose a state, a union territory or Outside India, and nothing else', () => {
  expect(CUSTOMER_STATES.at(-1)).toBe('Outside India')
  for (const state of ['Uttarakhand', 'Ladakh', 'Outside India'])
    expect(isCustomerState(state)).toBe(true)
  for (const state of ['', 'uttarakhand', 'Uttaranchal', 'Atlantis'])
    expect(isCustomerState(state)).toBe(false)
})

test('accepts a GSTIN only with its form and the right check character', () => {
  expect(isGstin('27AAPFU0939F1ZV')).toBe(true)
  expect(isGstin('05AABCT1234F1ZW')).toBe(true)
  expect(isGstin('05AABCT1234F1ZX')).toBe(false) // wrong check character
  expect(isGstin('05AABCT1234F1Z')).toBe(false)
  expect(isGstin('05aabct1234f1zw')).toBe(false)
  expect(isGstin('05AABCT1234F1AW')).toBe(false) // the 14th is always Z
})
