import { expect, test } from 'vitest'
import { CUSTOMER_STORAGE_KEYS, forgetCustomerData } from './customer-storage.ts'

function memoryStore(entries: Record<string, string>) {
  const items = new Map(Object.entries(entries))
  return {
    items,
    removeItem: (key: string) => void items.delete(key),
  }
}

const customerEntries = {
  userId: '0123456789abcdef01234567',
  token: 'a-bearer-token',
  customerData: JSON.stringify({ firstName: 'Asha', email: 'asha@example.com' }),
  userBookings: JSON.stringify([{ customerDetails: { fullName: 'Asha Rawat' } }]),
  recentSearches: JSON.stringify([{ slug: 'kedarkantha-trek' }]),
}

test('names the session, the profile, the bookings and the recent searches', () => {
  expect([...CUSTOMER_STORAGE_KEYS].sort()).toEqual(Object.keys(customerEntries).sort())
})

test('removes every key about the customer from every store and keeps the rest', () => {
  const local = memoryStore({ ...customerEntries, currency: 'USD', tripPlanModalSeen: 'yes' })
  const session = memoryStore({ userBookings: '[]', token: 'another-token' })
  forgetCustomerData([local, session])
  expect(Object.fromEntries(local.items)).toEqual({ currency: 'USD', tripPlanModalSeen: 'yes' })
  expect(session.items.size).toBe(0)
})

test('clears the other stores when one refuses, or is missing', () => {
  const broken = {
    removeItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  }
  const local = memoryStore(customerEntries)
  expect(() => forgetCustomerData([broken, null, local])).not.toThrow()
  expect(local.items.size).toBe(0)
})
