import { signedInCustomer } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

test('the drawer shows the user summary, Profile and Bookings, and logs out', async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request)
  await page.getByRole('dialog', { name: 'Complete your profile' }).press('Escape')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  const account = drawer.getByRole('region', { name: 'Your account' })
  await expect(account.getByText('Asha Rawat')).toBeVisible()
  await expect(account.getByText('Member', { exact: true })).toBeVisible()
  await expect(account.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
  await expect(account.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings')
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveCount(0)
  await expectAccessible(page)
  await account.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Logged out successfully' }),
  ).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible()
})
