import { LANGUAGE_COOKIE } from '@trippy/i18n/locale'
import { expect, expectAccessible, test } from './fixtures.ts'

test('the Hindi home page is in Hindi, and its header and footer links stay under /hi', async ({
  page,
}) => {
  await page.goto('/hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'हिमालय की यात्रा, वहीं रहने वाले लोगों के साथ',
  )
  await expect(page.getByRole('link', { name: 'सभी यात्राएँ देखें' })).toHaveAttribute(
    'href',
    '/hi/packages',
  )

  const nav = page.getByRole('navigation', { name: 'मुख्य' })
  await expect(nav.getByRole('link', { name: 'ट्रेक', exact: true })).toHaveAttribute(
    'href',
    '/hi/treks',
  )
  await expect(nav.getByRole('button', { name: 'गंतव्य' })).toBeVisible()
  const headerHrefs = await nav
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(headerHrefs.filter((href) => !href?.startsWith('/hi'))).toEqual([])

  const footer = page.getByTestId('site-footer')
  await expect(footer.getByRole('heading', { name: 'न्यूज़लेटर' })).toBeAttached()
  const footerHrefs = await footer
    .getByRole('navigation', { name: 'फ़ुटर' })
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(footerHrefs.length).toBeGreaterThan(5)
  expect(footerHrefs.filter((href) => !href?.startsWith('/hi/'))).toEqual([])

  const bottomBar = page.getByTestId('mobile-bottom-bar')
  const barHrefs = await bottomBar
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(barHrefs.filter((href) => !href?.startsWith('/hi'))).toEqual([])

  await expect(page.getByTestId('language-switch').first()).toHaveAttribute('href', '/')
  await expectAccessible(page)
})

test('the language switch leads from an English package page to Hindi and back', async ({
  page,
  context,
}) => {
  await page.goto('/packages?q=kedarkantha')
  await expect(page.getByTestId('language-switch').first()).toHaveAttribute(
    'href',
    '/hi/packages?q=kedarkantha',
  )
  await page.goto('/packages/kedarkantha-trek')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  const toHindi = page.getByRole('link', { name: 'Language: हिन्दी' })
  await expect(toHindi).toHaveAttribute('href', '/hi/packages/kedarkantha-trek')
  await expect(toHindi.locator('[lang="hi"]')).toHaveText('हिन्दी')
  await toHindi.click()

  await expect(page).toHaveURL(/\/hi\/packages\/kedarkantha-trek$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const cookie = (await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE)
  expect(cookie?.value).toBe('hi')
  expect(cookie?.sameSite).toBe('Lax')

  const toEnglish = page.getByRole('link', { name: 'भाषा: English' })
  await expect(toEnglish.locator('[lang="en"]')).toHaveText('English')
  await toEnglish.click()
  await expect(page).toHaveURL(/:\d+\/packages\/kedarkantha-trek$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  expect((await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('en')
})

test('the Hindi search and send-query panel speak Hindi', async ({ page }) => {
  await page.goto('/hi')
  await page.getByTestId('header-search').getByRole('button', { name: 'खोजें' }).click()
  const input = page.getByRole('combobox', { name: 'यात्रा खोजें' })
  await expect(input).toBeFocused()
  await input.fill('zzzzqqq')
  await expect(page.getByText('दूसरे शब्दों से खोजें या वर्तनी जाँच लें।')).toBeVisible()
  await input.press('Enter')
  await expect(page).toHaveURL(/\/hi\/packages\?q=zzzzqqq$/)

  await page.getByTestId('send-query-tab').click()
  const panel = page.getByRole('dialog', { name: 'सवाल पूछें' })
  await expect(panel.getByLabel('पहला नाम')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'सवाल भेजें' })).toBeVisible()
  await expectAccessible(page)
})

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' })

  test('is offered the Hindi page on an English one, never redirected', async ({
    page,
    context,
  }) => {
    await page.goto('/treks')
    await expect(page).toHaveURL(/\/treks$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    const offer = page.getByTestId('language-suggestion')
    await expect(offer.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveAttribute(
      'href',
      '/hi/treks',
    )
    await expectAccessible(page)
    await offer.getByRole('button', { name: 'बंद करें' }).click()
    await expect(offer).toBeHidden()
    expect((await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('en')
    await page.reload()
    await expect(page.getByTestId('header-search')).toBeVisible()
    await expect(page.getByTestId('language-suggestion')).toBeHidden()
  })
})
