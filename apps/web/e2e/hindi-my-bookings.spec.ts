import { TRIP_PASS_CACHE } from '@trippy/contracts/trip-pass'
import { signedInCustomer } from './account-helpers.ts'
import { confirmedBooking } from './booking-helpers.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 15_000 })

test('My Bookings in Hindi lists the booking and opens the Hindi trip pass, which is saved for offline', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000)
  await signedInCustomer(page, request)
  const booking = await confirmedBooking(page, request)

  await page.goto('/hi/bookings')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeVisible()
  await expect(page.getByText('1 बुकिंग', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /^विवरण देखें/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'यात्रा की तैयारी सूची' })).toBeVisible()
  await expectAccessible(page)

  const passLink = page.getByRole('link', { name: `ट्रिप पास ${booking.trip.name} के लिए` })
  await expect(passLink).toHaveAttribute(
    'href',
    new RegExp(`^/hi/trips/${booking._id}/pass/[A-Za-z0-9_-]{43}$`),
  )
  await passLink.click()
  await expect(page).toHaveURL(new RegExp(`/hi/trips/${booking._id}/pass/[A-Za-z0-9_-]{43}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { name: 'दिन-प्रतिदिन का कार्यक्रम' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^दिन 1: / })).toBeVisible()
  await expect(page.getByRole('img', { name: /^बुकिंग .+ का QR कोड, यात्री 1$/ })).toHaveCount(1)
  await expectAccessible(page)

  // Saved for offline under /hi/trips/ by its own service worker.
  const passPath = new URL(page.url()).pathname
  await page.getByRole('button', { name: 'ऑफ़लाइन के लिए सहेजें' }).click()
  await expect(page.getByRole('status')).toHaveText(/^ऑफ़लाइन के लिए सहेजा गया: /)
  const kept = await page.evaluate(async (name) => {
    const cache = await caches.open(name)
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort()
  }, TRIP_PASS_CACHE)
  expect(kept).toEqual([passPath, '/favicon.svg', '/hi/trips/pass.css', '/hi/trips/pass.js'].sort())
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await context.setOffline(true)
  const offline = await page.reload()
  expect(offline?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { name: 'दिन-प्रतिदिन का कार्यक्रम' })).toBeVisible()
  await context.setOffline(false)
})

test('a booking’s notifications read in Hindi on Hindi pages and in English on English ones', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signedInCustomer(page, request)
  const booking = await confirmedBooking(page, request)

  await page.goto('/hi/notifications')
  const all = page.getByRole('region', { name: 'सभी सूचनाएँ' })
  const notices = all.getByRole('listitem')
  await expect(notices).toHaveCount(2)
  await expect(notices.nth(0).getByRole('heading', { name: 'बुकिंग पक्की हो गई' })).toBeVisible()
  await expect(notices.nth(0)).toContainText(`हमें ${booking.trip.name} (`)
  await expect(notices.nth(1).getByRole('heading', { name: 'बुकिंग मिल गई' })).toBeVisible()
  await expect(all).not.toContainText('Booking confirmed')
  await expect(all.locator('[lang="en"]')).toHaveCount(0)
  await expectAccessible(page)

  await page.goto('/notifications')
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'बुकिंग पक्की हो गई' })).toHaveCount(0)
})
