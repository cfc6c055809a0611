import { skipFirstVisitModal } from './content-helpers.ts'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'

test.beforeEach(async ({ page }) => skipFirstVisitModal(page))

const PAGES = [
  { path: '/hi/about', heading: 'हमारे बारे में', text: 'हम कौन हैं' },
  { path: '/hi/contact', heading: 'संपर्क करें', text: 'हमारा दफ़्तर' },
  { path: '/hi/cancellation-refund', heading: 'रद्दीकरण और रिफ़ंड नीति', text: '45 दिन या उससे ज़्यादा' },
  { path: '/hi/privacy-policy', heading: 'गोपनीयता नीति', text: 'हम कौन-सी जानकारी लेते हैं' },
  { path: '/hi/blogs', heading: 'यात्रा ब्लॉग', text: 'हिमालय में अपना समय प्लान करने' },
]

/** Every link inside the page's main part to one of the site's pages stays under /hi. */
async function expectLinksInHindi(page: Page) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const href of hrefs) expect(href, href).toMatch(/^\/hi(\/|$|\?|#)/)
}

for (const { path, heading, text } of PAGES) {
  test(`${path} is in Hindi, links stay in Hindi, and it is accessible`, async ({ page }) => {
    test.slow()
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText(text).first()).toBeVisible()
    await expectLinksInHindi(page)
    await expectAccessible(page)
  })
}

test('the refund tables read in Hindi, with the same tiers', async ({ page }) => {
  await page.goto('/hi/cancellation-refund')
  const standard = page.getByRole('table', { name: 'सामान्य बुकिंग' })
  await expect(standard.getByRole('row')).toHaveCount(6)
  await expect(standard).toContainText('31 से 44 दिन')
  await expect(standard).toContainText('चुकाई गई रक़म का 75%')
  const group = page.getByRole('table', { name: '10 या ज़्यादा यात्रियों की ग्रुप बुकिंग' })
  await expect(group).toContainText('15 दिन से कम')
  await expect(page.getByRole('link', { name: 'मेरी बुकिंग' })).toHaveAttribute('href', '/hi/bookings')
})

test('a blog post has Hindi chrome around its English text', async ({ page }) => {
  test.slow()
  await page.goto('/hi/blogs')
  const first = page.locator('main h2 a').first()
  const href = await first.getAttribute('href')
  expect(href).toMatch(/^\/hi\/blogs\//)
  await page.goto(href ?? '')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' })).toContainText('ब्लॉग')
  await expect(page.getByRole('link', { name: 'सभी लेख' })).toHaveAttribute('href', '/hi/blogs')
  await expect(page.getByRole('link', { name: 'हमारी यात्राएँ देखें' })).toHaveAttribute(
    'href',
    '/hi/packages',
  )
  // The date through Intl in Hindi: a Devanagari month name.
  await expect(page.locator('main time').first()).toHaveText(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/)
  await expectLinksInHindi(page)
  await expectAccessible(page)
})

test('the other content pages are rendered in Hindi on the server', async ({ request }) => {
  for (const [path, heading] of [
    ['/hi/terms-and-conditions', 'नियम और शर्तें'],
    ['/hi/shipping-delivery', 'शिपिंग और डिलीवरी'],
    ['/hi/work-with-us', 'हमारे साथ काम करें'],
    ['/hi/gallery', 'गैलरी'],
  ] as const) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('<html lang="hi"')
    expect(html, path).toContain(`>${heading}</h1>`)
    // The header and footer belong to the layout; the page's own part is <main>.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    for (const [, href] of main.matchAll(/<a [^>]*href="(\/[^"]*)"/g))
      expect(href, path).toMatch(/^\/hi(\/|$|\?|#)/)
  }
})
