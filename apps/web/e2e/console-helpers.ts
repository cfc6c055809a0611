import type { Page } from '@playwright/test'
import { enterOwnerCode, ownerToken } from './console-second-factor.ts'
import { expect as baseExpect } from './fixtures.ts'
import { E2E_OWNER } from './razorpay-e2e.ts'

// Console pages read their data after hydrating, and every step waits on a real server.
export const expect = baseExpect.configure({ timeout: 15_000 })

/** Signs the owner in through /console/login, password and code; ends on the dashboard. */
export async function consoleSignIn(page: Page) {
  // Enrolled through the API first, once per run, so the page always asks for a code.
  await ownerToken(page.request)
  await page.goto('/console/login')
  await page.getByLabel('Email').fill(E2E_OWNER.email)
  await page.getByLabel('Password').fill(E2E_OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await enterOwnerCode(page)
  await expect(page).toHaveURL(/\/console$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}
