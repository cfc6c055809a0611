import { consoleSignIn, expect } from './console-helpers.ts'
import { expectAccessible, test } from './fixtures.ts'

test('on a phone the console’s navigation reaches every section', async ({ page }) => {
  await consoleSignIn(page)
  const nav = page.getByRole('navigation', { name: 'Console' })
  await nav.getByRole('link', { name: 'Audit log' }).click()
  await expect(page).toHaveURL(/\/console\/audit$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await nav.getByRole('link', { name: 'Bookings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expectAccessible(page)
})
