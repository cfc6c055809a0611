import type { Customer } from '@trippy/contracts'

/** The header's view of the signed-in customer. */
export type AccountUser = {
  _id: string
  name: string
  email: string
  /** No photos are uploaded yet, so the avatar is the customer's initials. */
  avatar: null
  initials: string
  /** Shown as the member label. Everyone with an account is a member; there are no tiers. */
  membershipLevel: 'Member'
}

export function toAccountUser(customer: Customer): AccountUser {
  const name = `${customer.firstName} ${customer.lastName}`.trim()
  return {
    _id: customer._id,
    name: name || customer.email || 'My account',
    email: customer.email,
    avatar: null,
    initials: initialsOf(customer),
    membershipLevel: 'Member',
  }
}

/** 'Asha Rawat' → 'AR'; falls back to the email's first letter, then to a neutral mark. */
export function initialsOf(customer: Pick<Customer, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [customer.firstName, customer.lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
  return (letters || customer.email.trim().charAt(0) || '?').toUpperCase()
}

/** Stored customer data is only used when it still has the shape we wrote. */
export function isCustomer(value: unknown): value is Customer {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    ['_id', 'firstName', 'lastName', 'email', 'phone', 'address'].every(
      (key) => typeof record[key] === 'string',
    ) && typeof record.isProfileComplete === 'boolean'
  )
}
