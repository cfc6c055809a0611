import { SITE } from '@trippy/contracts/site'
import { charDhamSeasonYear } from '../app/features/char-dham/char-dham-season.ts'
import { skipFirstVisitModal } from './content-helpers.ts'
import { DOCUMENT_404, expect, expectAccessible, test } from './fixtures.ts'

test.beforeEach(async ({ page }) => skipFirstVisitModal(page))

const PAGES = [
  { path: '/about', heading: 'About Us' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/cancellation-refund', heading: 'Cancellation and Refund Policy' },
  { path: '/shipping-delivery', heading: 'Shipping and Delivery' },
  { path: '/blogs', heading: 'Travel Blog' },
  { path: '/travel-coupon', heading: 'Travel Coupons and Offers' },
  { path: '/work-with-us', heading: 'Work With Us' },
  { path: '/gallery', heading: 'Gallery' },
  { path: '/char-dham', heading: `Char Dham Yatra ${charDhamSeasonYear()}` },
  { path: '/', heading: 'Walk the Himalaya with people who live there' },
]

for (const { path, heading } of PAGES) {
  test(`${path} is server-rendered and accessible`, async ({ page, request }) => {
    // axe over a whole page is slow on a busy machine.
    test.slow()
    const html = await (await request.get(path)).text()
    expect(html).toContain(`>${heading}</h1>`)
    // In its place, not in a hidden part at the end of the HTML that a script swaps in.
    expect(html.indexOf(`>${heading}</h1>`)).toBeLessThan(html.indexOf('</main>'))
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expectAccessible(page)
  })
}

test('the privacy policy has the six sections and may change without notice', async ({ page }) => {
  await page.goto('/privacy-policy')
  for (const name of [
    'Information We Collect',
    'How We Use the Information',
    'Security',
    'Cookies',
    'Links to Other Websites',
    'Controlling Your Personal Information',
  ])
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  await expect(
    page.getByText(/may change this policy from time to time without notice/),
  ).toBeVisible()
})

test('the terms take effect on July 15, 2024, under Indian law, with our contact', async ({
  page,
}) => {
  await page.goto('/terms-and-conditions')
  await expect(page.getByText('Effective date: July 15, 2024')).toBeVisible()
  for (const name of [
    'General',
    'Use of the Website',
    'Intellectual Property',
    'Limitation of Liability',
    'Governing Law',
    'Contact Us',
  ])
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  const law = page.getByRole('region', { name: 'Governing Law' })
  await expect(law).toContainText('governed by the laws of India')
  await expect(law).toContainText('courts at Dehradun')
  const contact = page.getByRole('region', { name: 'Contact Us' })
  await expect(contact).toContainText(SITE.name)
  await expect(contact.getByRole('link', { name: 'support@trippyhimalaya.in' })).toHaveAttribute(
    'href',
    'mailto:support@trippyhimalaya.in',
  )
})

test('the cancellation policy gives both refund tables, the payment schedule, online cancellation and one refund time', async ({
  page,
}) => {
  await page.goto('/cancellation-refund')
  const standard = page.getByRole('table', { name: 'Standard bookings' })
  await expect(standard.getByRole('row')).toHaveText([
    'Cancellation before departureRefund',
    '45 days or more100% of the amount paid',
    '31 to 44 days75% of the amount paid',
    '16 to 30 days50% of the amount paid',
    '8 to 15 days25% of the amount paid',
    '0 to 7 daysNo refund',
  ])
  const groups = page.getByRole('table', { name: 'Group bookings of 10 or more travellers' })
  await expect(groups.getByRole('row')).toHaveText([
    'Cancellation before departureRefund',
    '45 days or more90% of the amount paid',
    '30 to 44 days70% of the amount paid',
    '15 to 29 days40% of the amount paid',
    'Less than 15 daysNo refund',
  ])
  const schedule = page.getByRole('table', { name: 'When payments are due' })
  await expect(schedule.getByRole('row')).toHaveText([
    'WhenAmount',
    'At booking25% of the total (advance)',
    '15 days before departureThe remaining 75%',
  ])
  // What the site does: self-serve cancellation from My Bookings, the refund shown first.
  const process = page.getByRole('region', { name: 'How to cancel' })
  await expect(process.getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
    'href',
    '/bookings',
  )
  await expect(process).toContainText('Cancel booking')
  await expect(process).toContainText('we show what cancelling today refunds')
  await expect(process).toContainText('original payment method within 7-10 business days')
  await expect(process).toContainText('24-48 hours')
  await expect(page.getByText(/in writing/)).toHaveCount(0)
  await expect(page.getByText(/15-20/)).toHaveCount(0)
})

test('shipping and delivery explains that trips are delivered by email, not shipped', async ({
  page,
}) => {
  await page.goto('/shipping-delivery')
  await expect(page.getByText(/no shipping charges/)).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'support@trippyhimalaya.in' }),
  ).toBeVisible()
})

test('contact gives the address with a map link, phone, WhatsApp, email and the query panel', async ({
  page,
}) => {
  await page.goto('/contact')
  await expect(page.locator('address')).toContainText('Dehradun, Uttarakhand 248001')
  await expect(page.getByRole('link', { name: /in maps/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Dehradun/,
  )
  await expect(page.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  )
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919876543210/,
  )
  await expect(
    page.getByRole('main').getByRole('link', { name: 'support@trippyhimalaya.in' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Send us a query' }).click()
  const panel = page.getByRole('dialog')
  await expect(panel).toBeVisible()
  await expect(panel.getByLabel('Trip type')).toBeVisible()
})

test('the blog lists posts from the database and each opens by slug or id', async ({ page }) => {
  await page.goto('/blogs')
  const titles = page.getByRole('heading', { level: 2 })
  expect(await titles.count()).toBeGreaterThanOrEqual(3)
  const post = page.getByRole('link', {
    name: 'Char Dham Yatra: opening dates and what to plan for',
  })
  await post.click()
  await expect(page).toHaveURL(/\/blogs\/char-dham-yatra-opening-dates$/)
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Char Dham Yatra: opening dates and what to plan for',
    }),
  ).toBeVisible()
  await expect(
    page.getByText(/Gangotri and Yamunotri open on Akshaya Tritiya/).first(),
  ).toBeVisible()
  await expectAccessible(page)

  // The same post by its id, with the canonical address on the slug.
  const id = await page.locator('article[data-post-id]').getAttribute('data-post-id')
  expect(id).toMatch(/^[0-9a-f]{24}$/)
  await page.goto(`/blogs/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Char Dham Yatra: opening dates and what to plan for',
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blogs\/char-dham-yatra-opening-dates$/,
  )
})

test('an unknown post answers 404, marked noindex', async ({ page, consoleErrors }) => {
  consoleErrors.allow(DOCUMENT_404)
  const response = await page.goto('/blogs/no-such-post')
  expect(response?.status()).toBe(404)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test('the header Blog link reaches the blog', async ({ request }) => {
  const response = await request.get('/blog', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/blogs')
})

test('travel coupons list the trips on offer, biggest saving first', async ({ page }) => {
  await page.goto('/travel-coupon')
  const offers = page.getByRole('region', { name: 'Trips on offer now' })
  const cards = offers.getByRole('article')
  expect(await cards.count()).toBeGreaterThan(0)
  // Each card shows the offer price and the struck original price.
  await expect(cards.first()).toContainText(/₹[\d,]+.*₹[\d,]+/)
})

test('the gallery shows catalogue photos, each linked to its trip', async ({ page }) => {
  await page.goto('/gallery')
  const photos = page.getByRole('figure')
  expect(await photos.count()).toBeGreaterThan(20)
  const first = photos.first()
  await expect(first.locator('img')).toHaveAttribute('width', '400')
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/packages\/[a-z0-9-]+$/)
})

test('work with us explains the roles and how to apply by email', async ({ page }) => {
  await page.goto('/work-with-us')
  for (const name of ['Trek leaders', 'Mountain guides', 'Yatra coordinators', 'Trip planners'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'support@trippyhimalaya.in' }),
  ).toHaveAttribute('href', /^mailto:support@trippyhimalaya\.in\?subject=/)
})
