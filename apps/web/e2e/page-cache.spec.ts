import { request as httpRequest } from 'node:http'
import { gunzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** Keeps every Content-Security-Policy violation the page reports, for `cspViolations`. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

test('a cached page runs every inline script within its CSP and comes alive', async ({ page }) => {
  await recordCspViolations(page)
  await page.goto('/packages?utm_source=e2e')
  // Another tracking parameter, the same page: served from the cache, byte for byte.
  const second = await page.goto('/packages?fbclid=e2e')
  expect(second?.headers()['x-page-cache']).toBe('hit')
  expect(second?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  expect(second?.headers()['content-security-policy']).not.toContain('nonce')
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  // Only a hydrated page submits the filters when a select changes, without loading a document.
  const sort = page.getByLabel('Sort by')
  let choice = 'price-asc'
  await expect(async () => {
    choice = choice === 'price-asc' ? 'price-desc' : 'price-asc'
    await sort.selectOption(choice)
    await expect(page).toHaveURL(new RegExp(`sort=${choice}`), { timeout: 2000 })
  }).toPass()
  await expect(page.getByText(/^Showing \d+(–\d+)? of \d+ trips$/)).toBeVisible()
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
  expect(await cspViolations(page)).toEqual([])
})

test('the home page behind a tracking link is the cached home page, alive and within its CSP', async ({
  page,
}) => {
  await recordCspViolations(page)
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  // Every route is in the manifest the page loads: nothing is asked of the server to follow a link.
  const discoveries: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/__manifest') discoveries.push(request.url())
  })
  await page.goto('/')
  const tracked = await page.goto('/?utm_source=newsletter&utm_medium=email')
  expect(tracked?.headers()['x-page-cache']).toBe('hit')
  await page.waitForFunction(() => '__reactRouterDataRouter' in window)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  // The footer's links are on every screen size (the main menu is a drawer on a phone).
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Treks' })
    .click()
  await expect(page).toHaveURL(/\/treks$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
  expect(warnings.filter((text) => /manifest/i.test(text))).toEqual([])
  expect(discoveries).toEqual([])
  expect(await cspViolations(page)).toEqual([])
})

/** A GET without the client's decoding, so the test sees the bytes the server sent. */
function rawGet(url: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

test('a page with NUL bytes in its query arrives as the same valid gzip stream every time', async ({
  baseURL,
}) => {
  const url = `${baseURL}/packages?q=%00kedar%00nath%00`
  const first = await rawGet(url)
  const second = await rawGet(url)
  expect(first.headers['content-encoding']).toBe('gzip')
  expect(second.headers['x-page-cache']).toBe('hit')
  expect(second.body.equals(first.body)).toBe(true)
  const html = gunzipSync(first.body).toString()
  expect(html).toMatch(/^<!DOCTYPE html>/i)
  expect(html).toContain('</html>')
})
