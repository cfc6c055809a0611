import { SITE } from '@trippy/contracts/site'
import { charDhamSeasonYear } from '../app/features/char-dham/char-dham-season.ts'
import { charDhamTitle, PAGE_TITLES } from '../app/lib/page-meta.ts'
import { jsonLdOf, skipFirstVisitModal } from './content-helpers.ts'
import { expect, test } from './fixtures.ts'

test.beforeEach(async ({ page }) => skipFirstVisitModal(page))

/** PUBLIC_URL is not set for the end-to-end server, so the default address is canonical. */
const PUBLIC_URL = 'http://localhost:3000'

const TITLES: Record<string, string> = {
  '/': PAGE_TITLES['/'] ?? '',
  '/about': PAGE_TITLES['/about'] ?? '',
  '/contact': PAGE_TITLES['/contact'] ?? '',
  '/char-dham': charDhamTitle(charDhamSeasonYear()),
  '/blogs': PAGE_TITLES['/blogs'] ?? '',
  '/privacy-policy': `Privacy Policy | ${SITE.name}`,
  '/terms-and-conditions': `Terms and Conditions | ${SITE.name}`,
  '/cancellation-refund': `Cancellation and Refund Policy | ${SITE.name}`,
  '/shipping-delivery': `Shipping and Delivery | ${SITE.name}`,
  '/travel-coupon': `Travel Coupons and Offers | ${SITE.name}`,
  '/work-with-us': `Work With Us | ${SITE.name}`,
  '/gallery': `Gallery | ${SITE.name}`,
  '/blogs/preparing-for-your-first-himalayan-trek': `Preparing for your first Himalayan trek | ${SITE.name}`,
}

for (const [path, title] of Object.entries(TITLES)) {
  test(`${path} has its title, description, canonical URL, Open Graph and Twitter tags`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length ?? 0).toBeGreaterThan(50)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(path, PUBLIC_URL).href,
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      description ?? '',
    )
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new URL(path, PUBLIC_URL).href,
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/localhost:3000\/images\/.+\.svg\?v=[\w-]{12}$/,
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })
}

test('no two content pages share a description', async ({ request }) => {
  const descriptions = await Promise.all(
    Object.keys(TITLES).map(async (path) => {
      const html = await (await request.get(path)).text()
      return /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
    }),
  )
  expect(descriptions.every(Boolean)).toBe(true)
  expect(new Set(descriptions).size).toBe(descriptions.length)
})

test('the home hero image is in the server-rendered HTML, sized, eager and fetched first', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const hero = /<img[^>]*src="\/images\/hero\.svg\?v=[\w-]{12}"[^>]*>/.exec(html)?.[0] ?? ''
  expect(hero).toMatch(/fetchpriority="high"/i)
  expect(hero).toContain('width="1600"')
  expect(hero).toContain('height="900"')
  expect(hero).not.toMatch(/loading="lazy"/)
})

test("/expeditions fetches its first trip's photo first and leaves the others lazy", async ({
  request,
}) => {
  const html = await (await request.get('/expeditions')).text()
  const photos = [...html.matchAll(/<img[^>]*src="\/images\/trips\/[^"]+"[^>]*>/g)].map(
    ([img]) => img,
  )
  expect(photos.length).toBeGreaterThan(3)
  const [first, ...rest] = photos
  expect(first).toMatch(/fetchpriority="high"/i)
  expect(first).not.toMatch(/loading="lazy"/)
  for (const photo of rest) expect(photo).toMatch(/loading="lazy"/)
})

test('the home page describes the operator as a TravelAgency', async ({ page }) => {
  await page.goto('/')
  const agency = (await jsonLdOf(page)).find((block) => block['@type'] === 'TravelAgency')
  expect(agency).toMatchObject({
    '@context': 'https://schema.org',
    name: SITE.name,
    url: `${PUBLIC_URL}/`,
    email: 'support@trippyhimalaya.in',
    telephone: '+91 98765 43210',
    address: { '@type': 'PostalAddress', addressLocality: 'Dehradun', addressCountry: 'IN' },
  })
})

test('/char-dham carries its FAQ and breadcrumbs as structured data', async ({ page }) => {
  await page.goto('/char-dham')
  const blocks = await jsonLdOf(page)
  const faq = blocks.find((block) => block['@type'] === 'FAQPage') as
    { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined
  expect(faq?.mainEntity).toHaveLength(4)
  expect(faq?.mainEntity[0]?.acceptedAnswer.text).toContain('May to October')
  const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')
  expect(crumbs).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { position: 2, name: 'Char Dham Yatra', item: `${PUBLIC_URL}/char-dham` },
    ],
  })
})

test('a blog post is an Article with its headline, date and image', async ({ page }) => {
  await page.goto('/blogs/valley-of-flowers-season-guide')
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  const article = (await jsonLdOf(page)).find((block) => block['@type'] === 'Article')
  expect(article).toMatchObject({
    headline: heading,
    url: `${PUBLIC_URL}/blogs/valley-of-flowers-season-guide`,
    publisher: { name: SITE.name },
  })
  // Named by its content, so browsers may keep it for a year.
  expect(article?.image).toMatch(
    new RegExp(`^${PUBLIC_URL}/images/blog/valley-of-flowers-season-guide\\.svg\\?v=[\\w-]{12}$`),
  )
  expect(Date.parse(String(article?.datePublished))).not.toBeNaN()
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
})

test('a package page carries TouristTrip JSON-LD that parses and names the package', async ({
  page,
}) => {
  await page.goto('/packages/char-dham-yatra')
  const name = await page.getByRole('heading', { level: 1 }).textContent()
  const blocks = await jsonLdOf(page)
  const trip = blocks.find((block) => block['@type'] === 'TouristTrip') as
    { name: string; offers?: { priceCurrency: string }[] | { priceCurrency: string } } | undefined
  expect(trip?.name).toBe(name?.trim())
  const offers = [trip?.offers ?? []].flat()
  expect(offers.length).toBeGreaterThan(0)
  for (const offer of offers) expect(offer.priceCurrency).toBe('INR')
  expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true)
})

test('the sitemap lists every public page, package and post, with lastmod for posts', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

  const packages = (await (await request.get('/api/packages')).json()) as {
    data: { slug: string }[]
  }
  expect(packages.data.length).toBeGreaterThan(20)
  for (const pkg of packages.data) expect(locs).toContain(`${PUBLIC_URL}/packages/${pkg.slug}`)
  for (const path of ['/', '/char-dham', '/blogs', '/about', '/cancellation-refund', '/gallery'])
    expect(locs).toContain(new URL(path, PUBLIC_URL).href)
  expect(xml).toMatch(
    /<url><loc>http:\/\/localhost:3000\/blogs\/char-dham-yatra-opening-dates<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="en-IN"/,
  )
  expect(locs.some((loc) => loc?.includes('/profile') || loc?.includes('/booking'))).toBe(false)
  // Every page in Hindi as well.
  for (const pkg of packages.data) expect(locs).toContain(`${PUBLIC_URL}/hi/packages/${pkg.slug}`)
  expect(locs).toContain(`${PUBLIC_URL}/hi`)
})

test('robots.txt keeps accounts, bookings and the API out and names the sitemap', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  for (const path of ['/profile', '/booking', '/bookings', '/api/'])
    expect(robots.split('\n')).toContain(`Disallow: ${path}`)
  expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
})
