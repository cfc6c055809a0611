import { DOCUMENT_404, expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

test('a package page is server-rendered with its name, price and departures', async ({
  request,
}) => {
  const response = await request.get('/packages/char-dham-yatra')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<h1 class="mt-3 text-3xl font-bold sm:text-4xl">Char Dham Yatra')
  expect(html).toMatch(/₹\d{1,2},\d{2},\d{3}|₹\d{2},\d{3}/)
  expect(html).toMatch(/\d+ seats? left/)
  expect(html).toContain('"@type":"TouristTrip"')
  expect(html).toContain('rel="canonical"')
})

test('a package page shows facts, itinerary and departures, with a departure to choose', async ({
  page,
}) => {
  await page.goto('/packages/valley-of-flowers-trek')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Valley of Flowers Trek' }),
  ).toBeVisible()
  await expect(page.getByText('Max altitude')).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Day 1:/ })).toBeVisible()
  const departures = page.getByRole('group', { name: 'Departures' }).getByRole('radio')
  expect(await departures.count()).toBeGreaterThan(1)
  await departures.nth(1).check()
  await expect(departures.nth(1)).toBeChecked()
  await expect(page.getByRole('button', { name: 'Book Now' }).first()).toBeVisible()
  await expectAccessible(page)
})

for (const path of ['/', '/packages/kedarkantha-trek', '/expeditions', '/login', '/signup']) {
  test(`${path} loads no schema validation code: zod comes when input is parsed`, async ({
    page,
  }) => {
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      // A chunk the page asks for after hydration (read below) can still be arriving as the test
      // ends, when its body can no longer be read: that one is not what this test looks at.
      if (/^\/assets\/.+\.js$/.test(new URL(response.url()).pathname))
        scripts.push(response.text().catch(() => ''))
    })
    await page.goto(path)
    if (path === '/login' || path === '/signup') {
      // No site header (and so no currency selector) here: React has hydrated the form once it
      // keeps its props on the element.
      await page.waitForFunction(() => {
        const form = document.querySelector('main form')
        return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps$'))
      })
    } else {
      await waitForHydration(page)
    }
    const bodies = await Promise.all(scripts)
    expect(bodies.length).toBeGreaterThan(3)
    // Every zod schema keeps its internals under `_zod`, a name minifying leaves as it is.
    expect(bodies.filter((body) => body.includes('_zod')).length).toBe(0)
  })
}

test('an unknown trip answers 404 and suggests other trips', async ({ page, consoleErrors }) => {
  consoleErrors.allow(DOCUMENT_404)
  const response = await page.goto('/packages/no-such-trip')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeVisible()
  expect(await page.locator('main article h3 a').count()).toBeGreaterThan(0)
})

test('expeditions: search, filters, empty state, Clear Filters and list view', async ({ page }) => {
  await page.goto('/expeditions')
  await expect(page.getByRole('heading', { level: 1, name: 'All Expeditions' })).toBeVisible()
  const count = page.getByText(/^Showing \d+ of \d+ expeditions$/)
  const total = Number((await count.textContent())?.match(/of (\d+)/)?.[1])
  expect(total).toBeGreaterThanOrEqual(3)
  await expect(count).toHaveText(`Showing ${total} of ${total} expeditions`)

  await page.getByPlaceholder('Search expeditions...').fill('stok')
  await expect(count).toHaveText(`Showing 1 of ${total} expeditions`)
  await expect(page.getByRole('heading', { name: 'Stok Kangri', exact: false })).toBeVisible()
  await page.getByPlaceholder('Search expeditions...').fill('')
  await expect(count).toHaveText(`Showing ${total} of ${total} expeditions`)

  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('radio', { name: 'Under ₹10,000' }).check()
  await expect(page.getByRole('heading', { name: 'No expeditions found' })).toBeVisible()
  await expect(page).toHaveURL(/price=under-10000/)
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(count).toHaveText(`Showing ${total} of ${total} expeditions`)

  // Above ₹50,000 lists every expedition from ₹50,000 up, the ₹1,78,000 Bhagirathi II included.
  const listed = (await (await page.request.get('/api/packages/category/expeditions')).json()) as {
    data: { offerPrice: number; originalPrice: number }[]
  }
  const dear = listed.data.filter((trip) => (trip.offerPrice || trip.originalPrice) >= 50_000)
  expect(dear.some((trip) => trip.offerPrice > 100_000)).toBe(true)
  await page.getByRole('radio', { name: 'Above ₹50,000' }).check()
  await expect(count).toHaveText(`Showing ${dear.length} of ${total} expeditions`)
  await expect(page.getByRole('heading', { name: /Bhagirathi II/ })).toBeVisible()
  await page.getByRole('button', { name: 'Clear All' }).click()
  await expect(count).toHaveText(`Showing ${total} of ${total} expeditions`)

  await page.getByRole('checkbox', { name: '2+ weeks' }).check()
  const longOnes = Number((await count.textContent())?.match(/Showing (\d+)/)?.[1])
  expect(longOnes).toBeLessThan(total)
  await page.getByRole('button', { name: 'Clear All' }).click()
  await expect(count).toHaveText(`Showing ${total} of ${total} expeditions`)

  await page.getByRole('button', { name: 'List' }).click()
  await expect(page.getByText(/^Max participants: \d+$/).first()).toBeVisible()
  await expectAccessible(page)
})

test('expeditions shows the spec error and recovers with Try Again', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_FAILED|Failed to load resource/)
  await page.goto('/')
  await page.route('**/api/packages/category/expeditions', (route) => route.abort('failed'))
  // Only a client-side navigation loads the list in the browser, where it can fail.
  await waitForHydration(page)
  await page
    .getByRole('navigation', { name: /Main|Quick links/ })
    .getByRole('link', { name: /^(Expeditions|Explore)$/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(
    page.getByText('Failed to load expeditions. Please check your connection and try again.'),
  ).toBeVisible()
  await page.unroute('**/api/packages/category/expeditions')
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'All Expeditions' })).toBeVisible()
})

test('switching the currency converts the shown prices, and the choice is remembered', async ({
  page,
}) => {
  await page.goto('/packages/kedarkantha-trek')
  const price = page.getByRole('complementary').locator('p').first()
  await expect(price).toContainText('₹')
  const selector = page.getByTestId('currency-selector')
  await expect(selector).toHaveAttribute('data-status', 'ready')
  await page.getByLabel('Currency').selectOption('USD')
  await expect(price).toContainText(/≈\$\d[\d,]*\.\d{2}/)
  await page.reload()
  await expect(page.getByTestId('currency-selector')).toHaveAttribute('data-status', 'ready')
  await expect(page.getByRole('complementary').locator('p').first()).toContainText(/≈\$/)
  await page.getByLabel('Currency').selectOption('INR')
  await expect(page.getByRole('complementary').locator('p').first()).toContainText('₹')
})

test('/packages filters live in the URL and the back button restores them', async ({ page }) => {
  await page.goto('/packages')
  const count = page.getByText(/^Showing \d+(–\d+)? of \d+ trips$/)
  const all = await count.textContent()
  await page.getByLabel('Duration').selectOption({ label: '1-3 days' })
  await expect(page).toHaveURL(/duration=1-3-days/)
  await expect(count).not.toHaveText(all ?? '')
  const filtered = await count.textContent()
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
  await expect(page).toHaveURL(/sort=price-asc/)
  await page.goBack()
  await expect(page).not.toHaveURL(/sort=price-asc/)
  await expect(count).toHaveText(filtered ?? '')
  await page.goto('/packages?state=Sikkim')
  await expect(page.getByLabel('Destination')).toHaveValue('Sikkim')
  await expectAccessible(page)
})

test('/packages lists twelve trips a page, with page links that keep the filters', async ({
  page,
}) => {
  await page.goto('/packages')
  const cards = page.locator('main li > article')
  await expect(page.getByText(/^Showing 1–12 of \d+ trips$/)).toBeVisible()
  await expect(cards).toHaveCount(12)
  const firstOnPageOne = await cards.first().getByRole('heading').textContent()
  const pager = page.getByRole('navigation', { name: 'Pages of trips' })
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

  await pager.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/packages\?page=2$/)
  await expect(page.getByText(/^Showing 13–24 of \d+ trips$/)).toBeVisible()
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(cards.first().getByRole('heading')).not.toHaveText(firstOnPageOne ?? '')

  // A new sort starts again at the first page, and the page links carry it.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
  await expect(page).toHaveURL(/sort=price-asc/)
  await expect(page).not.toHaveURL(/page=/)
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    /sort=price-asc&page=2$/,
  )
  await expectAccessible(page)
})

test('destinations list the regions and their trips', async ({ page }) => {
  await page.goto('/destination')
  await page.getByRole('link', { name: 'Sikkim' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sikkim' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Trips in Sikkim' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Starting points' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/destination\/[a-z-]+\/[a-z-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(',')
  await expectAccessible(page)
})
