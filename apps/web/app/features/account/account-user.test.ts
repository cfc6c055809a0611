import { expect, test } from 'vitest'
import { initialsOf, isCustomer, toAccountUser } from './account-user.ts'

const customer = {
  _id: '0123456789abcdef01234567',
  firstName: 'asha',
  lastName: 'Rawat',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '',
  isProfileComplete: false,
}

test('shows the name, initials and the member label in the header', () => {
  expect(toAccountUser(customer)).toEqual({
    _id: customer._id,
    name: 'asha Rawat',
    email: 'asha@example.com',
    avatar: null,
    initials: 'AR',
    membershipLevel: 'Member',
  })
})

test('falls back to the email for initials and name when the names are empty', () => {
  const nameless = { ...customer, firstName: '', lastName: ' ' }
  expect(initialsOf(nameless)).toBe('A')
  expect(toAccountUser(nameless).name).toBe('asha@example.com')
  expect(initialsOf({ firstName: '', lastName: '', email: '' })).toBe('?')
})

test('trusts stored customer data only when it has the full shape', () => {
  expect(isCustomer(customer)).toBe(true)
  expect(isCustomer({ ...customer, isProfileComplete: 'yes' })).toBe(false)
  expect(isCustomer({ _id: customer._id })).toBe(false)
  expect(isCustomer(null)).toBe(false)
})
