import { PAGE_END_ID } from '../app/lib/first-render.ts'
import { PAGE_TITLES } from '../app/lib/page-meta.ts'
import { DOCUMENT_404, expect, expectAccessible, test } from './fixtures.ts'

test('home is server-rendered with the header, footer stats and the WhatsApp link', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('site-header')).toBeVisible()
  const footer = page.getByTestId('site-footer')
  for (const stat of ['100+', '50+', '5+', '98%'])
    await expect(footer.getByText(stat, { exact: true })).toBeVisible()
  const stats = footer.getByRole('list', { name: 'Our numbers' })
  for (const label of ['Happy Trekkers', 'Destinations', 'Years Experience', 'Success Rate']) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(footer.getByLabel('Email')).toBeVisible()
  await expect(page.getByTestId('whatsapp-link')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/)
  await expectAccessible(page)
})

test('draws its first frame only once the whole page is parsed, on a slow line too', async ({
  page,
}) => {
  // About 1.5 s for the home page's HTML: without the render-blocking link the browser draws the
  // header and hero while the rest is still on its way.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 16 * 1024,
    uploadThroughput: 16 * 1024,
  })
  // A frame's animation callbacks run before it is drawn, and not while rendering is blocked.
  await page.addInitScript((pageEndId) => {
    requestAnimationFrame(() => {
      Object.assign(window, {
        __firstFrame: {
          pageEnd: document.getElementById(pageEndId) !== null,
          footer: document.querySelector('[data-testid="site-footer"]') !== null,
        },
      })
    })
  }, PAGE_END_ID)
  await page.goto('/', { waitUntil: 'commit' })
  const firstFrame = await page.waitForFunction(
    () => (window as { __firstFrame?: unknown }).__firstFrame,
  )
  expect(await firstFrame.jsonValue()).toEqual({ pageEnd: true, footer: true })
})

test('lays out what is below the first screen only when the reader comes near it', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByTestId('site-footer')
  // `contentVisibilityAuto: true` counts what the browser skips drawing as not visible.
  const laidOut = () =>
    footer.evaluate((element) =>
      element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
    )
  expect(await laidOut()).toBe(false)
  await footer.scrollIntoViewIfNeeded()
  await expect.poll(laidOut).toBe(true)
  await expect(footer.getByRole('list', { name: 'Our numbers' })).toBeInViewport()
})

test('sets the title of each page the spec names', async ({ page }) => {
  for (const [path, title] of Object.entries(PAGE_TITLES)) {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
  }
})

test('hides header and footer on sign-in and sign-up', async ({ page }) => {
  for (const path of ['/login', '/signup']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('site-header')).toHaveCount(0)
    await expect(page.getByTestId('site-footer')).toHaveCount(0)
    await expectAccessible(page)
  }
})

test('a package page keeps the header but drops footer, bottom bar and floating link', async ({
  page,
}) => {
  await page.goto('/treks')
  await page.getByRole('link', { name: 'Valley of Flowers Trek' }).click()
  await expect(page).toHaveURL(/\/packages\/valley-of-flowers-trek$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Valley of Flowers Trek' }),
  ).toBeVisible()
  await expect(page.getByTestId('site-header')).toBeVisible()
  await expect(page.getByTestId('site-footer')).toHaveCount(0)
  await expect(page.getByTestId('mobile-bottom-bar')).toHaveCount(0)
  await expect(page.getByTestId('whatsapp-link')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Day by day' })).toBeVisible()
  await expectAccessible(page)
})

test('an unknown path shows Coming Soon with status 404, noindex and a way home', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(DOCUMENT_404)
  const response = await page.goto('/no-such-page/here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle(PAGE_TITLES['/'] ?? '')
})

test('category pages list their trips from the catalogue', async ({ page }) => {
  await page.goto('/spiritual-trips')
  await expect(page.getByRole('link', { name: 'Char Dham Yatra', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Valley of Flowers Trek' })).toHaveCount(0)
  await expectAccessible(page)
})
