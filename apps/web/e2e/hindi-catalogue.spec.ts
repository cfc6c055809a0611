import { expect, expectAccessible, test } from './fixtures.ts'
import type { Page } from '@playwright/test'

/** Every link to a page of the site inside the page's main content stays in Hindi. */
async function expectLinksInHindi(page: Page) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  const english = hrefs.filter(
    (href) => !/^\/hi(\/|$|\?|#)/.test(href) && !/^\/(api|console|images|uploads)\//.test(href),
  )
  expect(english).toEqual([])
}

test('/hi/packages lists the trips in Hindi, with filters, cards and links under /hi', async ({
  page,
}) => {
  await page.goto('/hi/packages')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: 'सभी यात्राएँ' })).toBeVisible()
  await expect(page.getByRole('search', { name: 'यात्राएँ छाँटें' })).toBeVisible()
  await expect(page.getByLabel('क्रम')).toBeVisible()
  await expect(page.getByRole('main').getByRole('status')).toContainText('यात्राएँ दिखाई जा रही हैं')
  await expect(page.getByRole('link', { name: /^पूरी जानकारी देखें: / }).first()).toBeVisible()
  await expect(page).toHaveTitle(/^सभी यात्राएँ और पैकेज \| Trippy Himalaya/)
  // The catalogue's categories and states are offered in Hindi; a trip's town stays English.
  await expect(page.getByRole('option', { name: 'ट्रेक', exact: true })).toBeAttached()
  await expect(page.getByRole('option', { name: 'उत्तराखंड', exact: true })).toBeAttached()
  await expect(page.getByText(/ · \d+ दिन \/ \d+ रातें?$/).first()).toBeVisible()
  await expectLinksInHindi(page)
  await expectAccessible(page)
})

test('/hi/packages/kedarkantha-trek: Hindi around the trip, its own English texts marked lang="en"', async ({
  page,
}) => {
  await page.goto('/hi/packages/kedarkantha-trek')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  // Written in Hindi for this trip, or the English marked as English.
  const lang = await heading.getAttribute('lang')
  if (lang !== null) expect(lang).toBe('en')
  await expect(page.getByRole('heading', { name: 'परिचय' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'दिन-ब-दिन कार्यक्रम' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^दिन 1:/ })).toBeVisible()
  await expect(page.getByRole('group', { name: 'रवानगी की तारीखें' })).toBeVisible()
  await expect(page.getByText('अधिकतम ऊँचाई')).toBeVisible()
  await expect(page.getByText(/कठिनाई: /)).toBeVisible()
  // The catalogue's data: the duration worded in Hindi, the operator's own texts (where the trip
  // starts, its add-ons) in English marked lang="en".
  const facts = page.getByRole('region', { name: 'यात्रा की मुख्य बातें' })
  await expect(facts.getByText('6 दिन / 5 रातें', { exact: true })).toBeVisible()
  await expect(facts.getByText('Dehradun').first()).toHaveAttribute('lang', 'en')
  await expect(page.getByText('Sankri, Uttarkashi, Uttarakhand').first()).toHaveAttribute(
    'lang',
    'en',
  )
  const addons = page.locator('h2:text("अतिरिक्त सेवाएँ") + ul li > span:first-child')
  await expect(addons.first()).toHaveAttribute('lang', 'en')
  // Departure dates through Intl in Hindi: no English month names.
  const departures = await page.getByRole('group', { name: 'रवानगी की तारीखें' }).innerText()
  expect(departures).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/)
  expect(departures).toMatch(/सीटें? बाकी|सभी सीटें भर गईं/)
  const description = page.locator('h2:text("परिचय") + p')
  const descriptionLang = await description.getAttribute('lang')
  if (descriptionLang !== null) expect(descriptionLang).toBe('en')
  await expect(page.getByRole('navigation', { name: 'आप यहाँ हैं' })).toBeVisible()
  await expectLinksInHindi(page)
  await expectAccessible(page)
})

test('/hi/char-dham: the guide in Hindi, its FAQ and route', async ({ page }) => {
  await page.goto('/hi/char-dham')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: /^चार धाम यात्रा \d{4}$/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'चार धाम यात्रा के बारे में' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल' })).toBeVisible()
  await page.getByRole('button', { name: 'चार धाम यात्रा के लिए सबसे अच्छा समय कौन-सा है?' }).click()
  await expect(page.getByText(/मई से अक्टूबर सबसे अच्छा समय है/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'चार धाम यात्रा मार्ग का नक्शा' })).toContainText(
    'केदारनाथ',
  )
  await expect(page).toHaveTitle(/^चार धाम यात्रा \d{4} \| Trippy Himalaya$/)
  await expectLinksInHindi(page)
  await expectAccessible(page)
})

test('/hi/treks: the category page in Hindi', async ({ page }) => {
  const response = await page.goto('/hi/treks')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: 'हिमालय के ट्रेक' })).toBeVisible()
  await expect(page.getByText(/^\d+ यात्राएँ?$/)).toBeVisible()
  await expect(page).toHaveTitle('हिमालय के ट्रेक | Trippy Himalaya')
  await expectLinksInHindi(page)
  await expectAccessible(page)
})
