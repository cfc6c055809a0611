import type { Locator, Page } from '@playwright/test'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'

// Results wait for the 300 ms pause in typing and then the server; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

/** Clicks until the drawer is open: a click that lands before hydration does nothing. */
async function openDrawerWith(page: Page, button: Locator) {
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(async () => {
    if (!(await drawer.isVisible())) await button.click()
    await expect(drawer).toBeVisible({ timeout: 1000 })
  }).toPass()
  return drawer
}

test('the bottom bar opens the drawer with the search focused, and a trip picked from it closes the drawer', async ({
  page,
}) => {
  await page.goto('/')
  const drawer = await openDrawerWith(
    page,
    page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Search' }),
  )
  const input = drawer.getByRole('combobox', { name: 'Search trips' })
  await expect(input).toBeFocused()

  await input.pressSequentially('va')
  await expect(drawer.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveText(
    [/Valley of Flowers Trek/, /Spiti Valley Circuit/, /Adi Kailash and Om Parvat Yatra/],
  )
  await input.pressSequentially('lley')
  const valley = drawer.getByRole('option', { name: /Valley of Flowers Trek/ })
  await expect(valley).toContainText('12% off')
  await expectAccessible(page)

  await valley.tap()
  await expect(page).toHaveURL(/\/packages\/valley-of-flowers-trek$/)
  await expect(drawer).toBeHidden()
})

test('in the drawer Escape closes the results first, then the drawer', async ({ page }) => {
  await page.goto('/')
  const drawer = await openDrawerWith(page, page.getByRole('button', { name: 'Open menu' }))
  const input = drawer.getByRole('combobox', { name: 'Search trips' })
  await expect(input).toBeFocused()
  await input.fill('kedar')
  await expect(drawer.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer.getByRole('option')).toHaveCount(0)
  await expect(input).toHaveAttribute('aria-expanded', 'false')
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
})

test('submitting the drawer search opens the full result list and closes the drawer', async ({
  page,
}) => {
  await page.goto('/')
  const drawer = await openDrawerWith(
    page,
    page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Search' }),
  )
  await drawer.getByRole('combobox', { name: 'Search trips' }).fill('char dham')
  await drawer.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/packages\?q=char\+dham$/)
  await expect(drawer).toBeHidden()
})
