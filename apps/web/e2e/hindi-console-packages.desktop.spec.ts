import type { Page } from '@playwright/test'
import { consoleSignIn, expect } from './console-helpers.ts'
import { expectAccessible, test } from './fixtures.ts'

type PublicPackage = { data: { hindi?: { name?: string; itinerary?: { title: string }[] } } }

const KEDARNATH = 'केदारनाथ यात्रा (एक धाम)'

/** Saves the editor and waits until the page shows what the server saved. */
async function save(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes('/api/console/packages/'),
  )
  await page.getByRole('button', { name: 'Save package' }).click()
  expect((await saved).status()).toBe(200)
  // The button says Saving… until the page shows the saved package in a new form.
  await expect(page.getByRole('button', { name: 'Save package' })).toBeEnabled()
}

test("the package editor writes a package's Hindi texts beside the English, and the site's API carries them", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await consoleSignIn(page)
  await page.goto('/console/packages')
  await page.getByRole('searchbox', { name: 'Search' }).fill('kedarnath-1-dham-yatra')
  await page.getByRole('button', { name: 'Search packages' }).click()
  await page.getByRole('link', { name: '1 Dham Yatra (Kedarnath)' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: '1 Dham Yatra (Kedarnath)' }),
  ).toBeVisible()

  // The demo trip's Hindi texts, in inputs marked as Hindi.
  const hindiName = page.getByLabel('Name (Hindi)')
  await expect(hindiName).toHaveValue(KEDARNATH)
  await expect(hindiName).toHaveAttribute('lang', 'hi')
  await expect(page.getByLabel('Overview (Hindi)')).toHaveValue(/केदारनाथ/)
  await expect(page.getByLabel('Overview (Hindi)')).toHaveAttribute('lang', 'hi')
  const dayTitle = page.getByLabel('Title of day 2 (Hindi)')
  await expect(dayTitle).toHaveValue('केदारनाथ की पैदल चढ़ाई')
  await expect(dayTitle).toHaveAttribute('lang', 'hi')
  await expect(page.getByLabel('What is included (Hindi)')).toHaveValue(/हरिद्वार/)
  await expect(page.getByLabel('What is not included (Hindi)')).toHaveValue(/हेलीकॉप्टर/)
  await expectAccessible(page)

  // An edit shows in the public API at once; put back afterwards.
  await hindiName.fill('केदारनाथ धाम यात्रा')
  await save(page)
  await expect(page.getByLabel('Name (Hindi)')).toHaveValue('केदारनाथ धाम यात्रा')
  const edited = await page.request.get('/api/packages/kedarnath-1-dham-yatra')
  const pkg = (await edited.json()) as PublicPackage
  expect(pkg.data.hindi?.name).toBe('केदारनाथ धाम यात्रा')
  expect(pkg.data.hindi?.itinerary?.[1]?.title).toBe('केदारनाथ की पैदल चढ़ाई')

  await page.getByLabel('Name (Hindi)').fill(KEDARNATH)
  await save(page)
  await expect(page.getByLabel('Name (Hindi)')).toHaveValue(KEDARNATH)
  const restored = (await (
    await page.request.get('/api/packages/kedarnath-1-dham-yatra')
  ).json()) as PublicPackage
  expect(restored.data.hindi?.name).toBe(KEDARNATH)
})
