import type { Page } from '@playwright/test'
import { TRIP_PASS_CACHE } from '@trippy/contracts/trip-pass'
import { signedInCustomer } from './account-helpers.ts'
import { completeProfile, confirmedBooking } from './booking-helpers.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'

const expect = baseExpect.configure({ timeout: 15_000 })

const savedCaches = (page: Page) => page.evaluate(() => caches.keys())

test('the trip pass opens from My Bookings, is saved for offline, and shows again with the network off', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000)
  await signedInCustomer(page, request)
  await completeProfile(page)
  const booking = await confirmedBooking(page, request, 2)

  await page.goto('/bookings')
  await page.getByRole('link', { name: `Trip pass for ${booking.trip.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/trips/${booking._id}/pass/[A-Za-z0-9_-]{43}$`))
  const passUrl = page.url()
  await expect(page.getByRole('heading', { level: 1, name: booking.trip.name })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Itinerary, day by day' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Day 1: / })).toBeVisible()
  await expect(page.getByRole('img', { name: /^QR code of booking / })).toHaveCount(2)
  await expect(page.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  )
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Save for offline' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Saved for offline on /)
  await expect(page.getByRole('button', { name: 'Update the saved copy' })).toBeVisible()
  // Only this pass and what it needs were kept: no API answer, no other page.
  const kept = await page.evaluate(async (name) => {
    const cache = await caches.open(name)
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort()
  }, TRIP_PASS_CACHE)
  expect(kept).toEqual(
    [new URL(passUrl).pathname, '/favicon.svg', '/trips/pass.css', '/trips/pass.js'].sort(),
  )
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })

  await context.setOffline(true)
  const offline = await page.reload()
  expect(offline?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { name: 'Itinerary, day by day' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Day 1: / })).toBeVisible()
  await expect(page.getByRole('img', { name: /^QR code of booking / })).toHaveCount(2)
  await expect(page.getByRole('status')).toHaveText(/^Saved for offline on /)
  // The stylesheet came from the saved copy too.
  await expect(page.getByRole('button', { name: 'Update the saved copy' })).toHaveCSS(
    'border-radius',
    '999px',
  )
  await context.setOffline(false)

  // Signing out forgets saved passes.
  await page.goto('/bookings')
  await page.getByRole('button', { name: /^Account menu/ }).click()
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect.poll(() => savedCaches(page)).not.toContain(TRIP_PASS_CACHE)
})

test('a trip pass link with a wrong secret is a plain 404 that search engines do not keep', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404 \(Not Found\)/)
  const response = await page.goto(`/trips/0123456789abcdef01234567/pass/${'A'.repeat(43)}`)
  expect(response?.status()).toBe(404)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(
    page.getByRole('heading', { name: 'This trip pass link does not work' }),
  ).toBeVisible()
  await expectAccessible(page)
})
