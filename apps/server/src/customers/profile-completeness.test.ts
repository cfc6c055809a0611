import { expect, test } from 'vitest'
import { isProfileComplete } from './profile-completeness.ts'

const full = {
  firstName: 'Asha',
  lastName: 'Rawat',
  phone: '+91 98765 43210',
  address: '12 Mall Road, Mussoorie',
}

test('counts a profile complete when first name, last name, phone and address are all present', () => {
  expect(isProfileComplete(full)).toBe(true)
})

test('counts a profile incomplete when any of the four is missing or only spaces', () => {
  for (const field of ['firstName', 'lastName', 'phone', 'address'] as const) {
    expect(isProfileComplete({ ...full, [field]: '' })).toBe(false)
    expect(isProfileComplete({ ...full, [field]: '   ' })).toBe(false)
  }
})
