import { signedInCustomer } from './account-helpers.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'

// Pages decide after hydrating, and the journey waits on a real server: allow a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

test('a direct visit to /booking-confirmation says Invalid booking data and goes home', async ({
  page,
}) => {
  await page.goto('/booking-confirmation')
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid booking data' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('a signed-in customer without booking data is sent home from /booking-confirmation too', async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request)
  await page.goto('/booking-confirmation')
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid booking data' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('a direct visit to /booking-success shows the Invalid Booking page with a home link', async ({
  page,
}) => {
  await page.goto('/booking-success')
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Booking' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the booking steps are not indexed and render no booking on the server', async ({
  request,
}) => {
  for (const path of ['/booking-confirmation', '/booking-success']) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('Loading your booking…')
    expect(html).not.toContain('Invalid Booking')
  }
})
