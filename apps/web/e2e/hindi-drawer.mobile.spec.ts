import { LANGUAGE_COOKIE } from '@trippy/i18n/locale'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

test('on a phone the drawer carries the language switch, both ways, and its links stay in the language', async ({
  page,
  context,
}) => {
  await page.goto('/hi/packages/kedarkantha-trek')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  // The menu button opens the drawer once the page has hydrated; a tap before is lost.
  await waitForHydration(page)
  await page.getByRole('button', { name: 'मेनू खोलें' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  for (const href of await drawer
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    if (!href.startsWith('/console'))
      expect(
        href === '/hi' || href.startsWith('/hi/') || href === '/packages/kedarkantha-trek',
        href,
      ).toBe(true)
  await expectAccessible(page)

  await drawer.getByRole('link', { name: 'भाषा: English' }).click()
  await expect(page).toHaveURL(/:\d+\/packages\/kedarkantha-trek$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  expect((await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('en')

  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Language: हिन्दी' }).click()
  await expect(page).toHaveURL(/\/hi\/packages\/kedarkantha-trek$/)
  expect((await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('hi')
})
