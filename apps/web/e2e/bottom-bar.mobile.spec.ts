import { DOCUMENT_404, expect, expectAccessible, test } from './fixtures.ts'

test('the bottom bar links Home, Explore, Treks and Profile, and Search opens the drawer', async ({
  page,
}) => {
  await page.goto('/')
  const bar = page.getByTestId('mobile-bottom-bar')
  await expect(bar.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/expeditions')
  await expect(bar.getByRole('link', { name: 'Treks' })).toHaveAttribute('href', '/treks')
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
  await bar.getByRole('button', { name: 'Search' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByLabel('Search trips')).toBeVisible()
  await drawer.getByRole('button', { name: 'Destinations' }).click()
  await expect(drawer.getByRole('link', { name: /Sikkim/ })).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
})

test('the page is sent without the closed drawer’s contents, which come when it first opens', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('aria-label="Menu"')
  expect(html).not.toContain('aria-label="Mobile"')
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' }),
  ).toBeVisible()
})

test('the drawer navigates and closes', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Treks', exact: true })
    .click()
  await expect(page).toHaveURL(/\/treks$/)
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
})

test('the bottom bar is hidden on its two named pages, the footer on the no-footer page', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(DOCUMENT_404)
  for (const path of ['/PackageDetailPage', '/no-MobileNav-page']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()
    await expect(page.getByTestId('mobile-bottom-bar')).toHaveCount(0)
    await expect(page.getByTestId('site-footer')).toBeVisible()
  }
  await page.goto('/no-footer-page')
  await expect(page.getByTestId('site-footer')).toHaveCount(0)
  await expect(page.getByTestId('site-header')).toHaveCount(0)
  await expect(page.getByTestId('mobile-bottom-bar')).toBeVisible()
})
