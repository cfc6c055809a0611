import { expect, expectAccessible, test } from './fixtures.ts'

test('shows the first four links, with the rest under More', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['Home', 'Treks', 'Expeditions', 'Char Dham'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Contact' })).toBeHidden()
  await nav.getByRole('button', { name: 'More' }).click()
  for (const name of ['About', 'Blog', 'Work With Us', 'Destination', 'Gallery', 'Contact']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible()
})

test('the Destinations dropdown lists five regions, Sikkim popular and North-east new', async ({
  page,
}) => {
  await page.goto('/')
  const button = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Destinations' })
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const links = page.getByRole('navigation', { name: 'Main' }).locator('a[href^="/destination/"]')
  await expect(links).toHaveText([
    'Uttarakhand',
    'Himachal Pradesh',
    'Kashmir',
    'SikkimPopular',
    'North-eastNew',
  ])
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(links.first()).toBeHidden()
})

test('the header is transparent over the hero and turns solid after scrolling past it', async ({
  page,
}) => {
  await page.goto('/')
  const header = page.getByTestId('site-header')
  await expect(header).toHaveAttribute('data-solid', 'false')
  // One wheel left the page at the top once in a full run (not seen again alone, nor with both
  // cores kept busy): wheel again until the page has scrolled, as a reader would.
  await expect(async () => {
    await page.mouse.wheel(0, 3000)
    await expect(header).toHaveAttribute('data-solid', 'true', { timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-solid', 'false')
})

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByTestId('site-footer').getByRole('link', { name: 'Treks' }).click()
  await expect(page).toHaveURL(/\/treks$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
