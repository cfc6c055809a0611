import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { CUSTOMER_STORAGE_KEYS } from '../app/features/account/customer-storage.ts'
import { expect } from './fixtures.ts'

export const PASSWORD = 'kedar-2026-trail'

export function uniqueEmail(name = 'walker'): string {
  return `${name}.${randomBytes(5).toString('hex')}@example.com`
}

/** Registers a customer through the real API, for tests about what comes after sign-up. */
export async function registerCustomer(
  request: APIRequestContext,
  details: { firstName?: string; lastName?: string; email?: string } = {},
) {
  const customer = {
    firstName: details.firstName ?? 'Asha',
    lastName: details.lastName ?? 'Rawat',
    email: details.email ?? uniqueEmail(),
    phone: '+91 98765 43210',
    password: PASSWORD,
  }
  const response = await request.post('/api/customers/send-otp', { data: customer })
  expect(response.status()).toBe(201)
  return customer
}

/** Signs in through the /login form, which is on screen. */
export async function fillSignIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Registers through the API and signs in through the page; ends on /profile. */
export async function signedInCustomer(page: Page, request: APIRequestContext) {
  const customer = await registerCustomer(request)
  await page.goto('/login')
  await fillSignIn(page, customer.email)
  await expect(page).toHaveURL(/\/profile$/)
  return customer
}

/**
 * Puts in the browser what a customer's visits leave there besides the session: the copy of a
 * booking with the traveller's details, and the trips they searched for (booking.spec and the
 * search specs prove the pages write them).
 */
export async function leaveCustomerCopies(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem(
      'userBookings',
      JSON.stringify([
        {
          _id: '0123456789abcdef01234567',
          customerDetails: { fullName: 'Asha Rawat', phone: '+91 98765 43210' },
        },
      ]),
    )
    localStorage.setItem(
      'recentSearches',
      JSON.stringify([
        {
          slug: 'kedarkantha-trek',
          name: 'Kedarkantha',
          category: 'Trek',
          location: 'Uttarakhand',
        },
      ]),
    )
  })
}

/** The keys about the customer still in this page's local or session storage. */
export async function customerKeysLeft(page: Page): Promise<string[]> {
  return page.evaluate(
    (keys) =>
      [localStorage, sessionStorage].flatMap((store) =>
        keys.filter((key) => store.getItem(key) !== null),
      ),
    [...CUSTOMER_STORAGE_KEYS],
  )
}
