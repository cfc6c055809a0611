import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import { fillSignIn, registerCustomer } from './account-helpers.ts'
import { fetchTrip, pageBearer } from './booking-helpers.ts'
import { consoleSignIn, expect } from './console-helpers.ts'
import { jsonLdOf, skipFirstVisitModal } from './content-helpers.ts'
import { expectAccessible, test } from './fixtures.ts'

// No other journey books this trip, so its reviews are this test's alone.
const SLUG = 'bir-billing-paragliding'

test.beforeEach(async ({ page }) => skipFirstVisitModal(page))

/**
 * Moves a booking's trip into the past and completes it, as the hourly job does once a departure
 * has ended: in the end-to-end server's own SQLite file (playwright.config.ts says where).
 */
function completeInThePast(bookingId: string) {
  const dataDir: unknown = test.info().config.metadata.dataDir
  if (typeof dataDir !== 'string') throw new Error('playwright.config.ts sets no metadata.dataDir')
  const db = new DatabaseSync(path.join(dataDir, 'app.db'))
  try {
    db.exec('pragma busy_timeout = 5000')
    const end = addDays(indiaCalendarDate(new Date()), -3)
    db.prepare(
      `update bookings set status = 'completed', hold_expires_at = null, start_date = ?, end_date = ? where id = ?`,
    ).run(addDays(end, -1), end, bookingId)
  } finally {
    db.close()
  }
}

test('a completed trip is reviewed, published with a reply, and shown on its page with stars and JSON-LD', async ({
  page,
  request,
  consoleErrors,
}) => {
  // A traveller's and the operator's journeys in one, on a busy two-core machine.
  test.setTimeout(300_000)
  // The short review is refused on purpose.
  consoleErrors.allow(/status of 400 \(Bad Request\) \(.*\/review\)/)
  const trip = await fetchTrip(request, SLUG)
  const departure = trip.batchDates.find((date) => date.availability > 0)
  if (!departure) throw new Error(`${SLUG} has no open departure`)

  const customer = await registerCustomer(request, { firstName: 'Tara', lastName: 'Negi' })
  await page.goto('/login')
  await fillSignIn(page, customer.email)
  await expect(page).toHaveURL(/\/profile$/)
  const userId = await page.evaluate(() => localStorage.getItem('userId'))
  const profile = await request.put(`/api/customers/profile/${userId}`, {
    headers: await pageBearer(page),
    data: { firstName: 'Tara', lastName: 'Negi', phone: '+91 98765 43210', address: 'Dharamshala' },
  })
  expect(profile.status()).toBe(200)
  const booked = await request.post('/api/bookings', {
    headers: await pageBearer(page),
    data: {
      packageId: trip._id,
      batchId: departure._id,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: {
        fullName: 'Tara Negi',
        email: customer.email,
        phone: '+91 98765 43210',
        address: 'Dharamshala',
        emergencyContact: '+91 91234 56789',
        emergencyName: 'Dev Negi',
      },
    },
  })
  expect(booked.status()).toBe(201)
  const bookingId = ((await booked.json()) as { data: { _id: string } }).data._id
  completeInThePast(bookingId)

  // The review mail's link opens the booking's form on My Bookings.
  await page.goto(`/bookings?review=${bookingId}`)
  const form = page.getByRole('form', { name: `Review of ${trip.name}` })
  await expect(form).toBeVisible()
  await form.getByLabel('Your rating').selectOption('5')
  await form.getByLabel('Title').fill('Flying over the Dhauladhars')
  await form.getByLabel('Your review').fill('Too short to count.')
  await form.getByRole('button', { name: 'Send review' }).click()
  await expect(form.getByText('Please write at least 30 characters about your trip')).toBeVisible()
  await expectAccessible(page)
  await form
    .getByLabel('Your review')
    .fill('Our pilot was calm and careful, and the landing field at Bir was a perfect end.')
  await form.getByRole('button', { name: 'Send review' }).click()
  const own = page.locator(`#review-${bookingId}`)
  await expect(own).toContainText('Your review')
  await expect(own).toContainText('once we have read it')

  // Pending: the trip shows no rating yet.
  await page.goto(`/packages/${SLUG}`)
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet')

  await consoleSignIn(page)
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Reviews' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible()
  const card = page.getByRole('article', { name: 'Review by Tara N.: Flying over the Dhauladhars' })
  await expect(card).toContainText('Pending')
  await expectAccessible(page)
  await card.getByLabel('Public reply (optional)').fill('Thank you, Tara: come and fly again!')
  await card.getByRole('button', { name: 'Publish' }).click()
  await expect(card).toContainText('Published')

  await page.goto(`/packages/${SLUG}`)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await expect(reviews.getByTestId('reviews-summary')).toContainText(
    '5.0 out of 5 · 1 review from verified travellers',
  )
  const review = reviews.getByRole('article', { name: 'Flying over the Dhauladhars, by Tara N.' })
  await expect(review.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
  await expect(review).toContainText('Verified traveller')
  await expect(review).toContainText('Travelled')
  await expect(review).toContainText('Thank you, Tara: come and fly again!')
  await expect(page.locator('[data-hero]')).toContainText('5.0 out of 5 · 1 review')

  const blocks = await jsonLdOf(page)
  const product = blocks.find((block) => block['@type'] === 'Product')
  expect(product).toMatchObject({
    name: trip.name,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 },
    review: [
      {
        '@type': 'Review',
        name: 'Flying over the Dhauladhars',
        author: { '@type': 'Person', name: 'Tara N.' },
        reviewRating: { ratingValue: 5 },
      },
    ],
  })
  for (const block of blocks.filter((item) => item['@type'] !== 'Product')) {
    expect(JSON.stringify(block)).not.toContain('aggregateRating')
  }
  await expectAccessible(page)
})
