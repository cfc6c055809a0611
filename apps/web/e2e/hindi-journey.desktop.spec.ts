import { PASSWORD, uniqueEmail } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { latestMail } from './mail-outbox.ts'

type Trip = { name: string; hindi?: { name?: string; description?: string } }

test("a Hindi reader switches to Hindi on a pilgrimage's page, reads its own Hindi texts, signs up and is mailed in Hindi", async ({
  page,
  request,
}) => {
  const slug = 'kedarnath-1-dham-yatra'
  const trip = ((await (await request.get(`/api/packages/${slug}`)).json()) as { data: Trip }).data
  const hindiName = trip.hindi?.name
  if (!hindiName) throw new Error(`the demo catalogue gives ${slug} no Hindi name`)

  await page.goto(`/packages/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible()
  await page.getByRole('link', { name: 'Language: हिन्दी' }).click()

  // The package's own Hindi texts, not marked English, in a Hindi page.
  await expect(page).toHaveURL(new RegExp(`/hi/packages/${slug}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const heading = page.getByRole('heading', { level: 1, name: hindiName })
  await expect(heading).toBeVisible()
  await expect(heading).not.toHaveAttribute('lang', 'en')
  expect(await page.title()).toContain(hindiName)
  await expectAccessible(page)

  // Signing up from the Hindi site makes Hindi the account's mail language.
  const email = uniqueEmail('yatri')
  await page.goto('/hi/signup')
  await page.getByRole('main').getByLabel('पहला नाम').fill('रामप्रसाद')
  await page.getByRole('main').getByLabel('उपनाम').fill('शर्मा')
  await page.getByRole('main').getByLabel('ईमेल').fill(email)
  await page.getByRole('main').getByLabel('फ़ोन').fill('+91 98765 43210')
  await page.getByRole('main').getByLabel('पासवर्ड').fill(PASSWORD)
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click()
  await expect(page).toHaveURL(/\/hi\/login$/)

  await expect
    .poll(() => latestMail(email, 'Trippy Himalaya में आपका स्वागत है'), { timeout: 15_000 })
    .toMatch(/\/hi\/verify-email\?token=\S+/)
})
