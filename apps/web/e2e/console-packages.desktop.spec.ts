import { randomBytes } from 'node:crypto'
import type { Locator } from '@playwright/test'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import { calendarDate, inr } from './booking-helpers.ts'
import { consoleSignIn, expect } from './console-helpers.ts'
import { enrolInConsole } from './console-second-factor.ts'
import { DOCUMENT_404, expectAccessible, hydratingNavigation, test } from './fixtures.ts'

/** A 1×1 PNG, enough for the upload to be resized and stored. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Two more, of other colours: uploads are named by their content, so each is its own photo. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWM4ISd3Qk4OAAh3Agn/2+PxAAAAAElFTkSuQmCC',
  'base64',
)
const GREEN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWOQW2Ajt8AGAAahAfW7eP1qAAAAAElFTkSuQmCC',
  'base64',
)

test('the owner creates a package with a departure, shows it on the site, then hides it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const suffix = randomBytes(4).toString('hex')
  const slug = `console-test-trek-${suffix}`
  const name = `Console Test Trek ${suffix}`
  const startDate = addDays(indiaCalendarDate(), 40)

  await consoleSignIn(page)
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Packages' })
    .click()
  await page.getByRole('link', { name: 'New package' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New package' })).toBeVisible()
  await expectAccessible(page)

  // The server's field errors land on the fields (the browser logs the 400 it answers).
  consoleErrors.allow(/status of 400 \(Bad Request\) \(.*\/api\/console\/packages\)/)
  await page.getByRole('button', { name: 'Create package' }).click()
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true })
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(nameField).toHaveAccessibleDescription(/Name is required/)

  await nameField.fill(name)
  await page.getByLabel('Slug').fill(slug)
  await page.getByLabel('Category').selectOption({ index: 1 })
  await page.getByLabel('Package type').fill('Trek')
  await page.getByLabel('Location').fill('Sankri, Uttarakhand')
  await page.getByLabel('Destination').fill('Kedarkantha')
  await page.getByLabel('City').fill('Sankri')
  await page.getByLabel('State').fill('Uttarakhand')
  await page.getByLabel('Duration in days').fill('3')
  await page.getByLabel('Group size').fill('12')
  await page.getByLabel('Original price (₹)').fill('9999')
  await page.getByLabel('Offer price (₹)').fill('8499')
  await page.getByLabel('Difficulty').selectOption('moderate')
  await page.getByLabel('Labels').fill('Snow, Winter')
  await page.getByLabel('Description').fill('A short winter trek made in the console test.')
  await page.getByLabel('Inclusions').fill('Meals\nTents')
  await page.getByRole('button', { name: 'Add a day' }).click()
  await page.getByLabel('Day 1 title').fill('Drive to Sankri')
  await page.getByLabel('Day 1 details').fill('Leave Dehradun at 7 am.')
  await page.getByRole('button', { name: 'Add an add-on' }).click()
  await page.getByLabel('Add-on 1 name').fill('Porter')
  await page.getByLabel('Add-on 1 price (₹)').fill('1500')
  // Made hidden first; shown on the site once it has a departure.
  await page.getByLabel('Visible on the site').uncheck()
  await page.getByRole('button', { name: 'Create package' }).click()

  await expect(page).toHaveURL(/\/console\/packages\/[0-9a-f]{24}$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Hidden: the public site does not show this package.')).toBeVisible()
  await expect(page.getByLabel('Day 1 title')).toHaveValue('Drive to Sankri')
  await expect(page.getByLabel('Add-on 1 name')).toHaveValue('Porter')

  // An image, shown once uploaded.
  await page.getByLabel('Image file').setInputFiles({
    name: 'pixel.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  })
  await page.getByLabel('Use as').selectOption('main')
  await page.getByLabel('Alt text').fill('Snow on the summit')
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect(page.getByRole('img', { name: 'Snow on the summit' })).toBeVisible()

  // Two gallery photos, then the second moved ahead of the first.
  for (const [file, buffer, alt] of [
    ['red.png', RED_PNG, 'Red tents at camp'],
    ['green.png', GREEN_PNG, 'Green meadow'],
  ] as const) {
    await page.getByLabel('Image file').setInputFiles({ name: file, mimeType: 'image/png', buffer })
    await page.getByLabel('Alt text').fill(alt)
    await page.getByRole('button', { name: 'Upload image' }).click()
    await expect(page.getByRole('img', { name: alt })).toBeVisible()
  }
  const gallery = page.getByRole('list', { name: 'Gallery, in the order the page shows it' })
  const altsOf = (list: Locator) => () =>
    list.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
  await expect.poll(altsOf(gallery)).toEqual(['Red tents at camp', 'Green meadow'])
  await page.getByRole('button', { name: 'Move gallery photo 2 earlier' }).click()
  await expect.poll(altsOf(gallery)).toEqual(['Green meadow', 'Red tents at camp'])
  // The card photo chosen from the gallery, with the keyboard.
  await page.getByRole('button', { name: 'Use gallery photo 2 as card' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('img', { name: 'Red tents at camp' })).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Use gallery photo 2 as card' })).toBeDisabled()

  // The trip facts and the duration as the page words it.
  await page.getByLabel('Duration as shown').fill('3 Days / 2 Nights in the snow')
  const altitude = page.getByLabel('Highest point (metres)')
  await altitude.fill('9500')
  consoleErrors.allow(/status of 400 \(Bad Request\) \(.+\/api\/console\/packages\/[0-9a-f]{24}\)$/)
  await page.getByRole('button', { name: 'Save package' }).click()
  await expect(altitude).toHaveAccessibleDescription('Highest point is at most 9,000 m')
  await expect(altitude).toBeFocused()
  await altitude.fill('3810')
  await page.getByLabel('Start point').fill('Sankri')
  await page.getByLabel('Best season').fill('December to March')

  const departures = page.getByRole('region', { name: 'Departures' })
  await departures.getByLabel('Start date').fill(startDate)
  await departures.getByLabel('End date').fill(addDays(startDate, 2))
  await departures.getByLabel('Seats').fill('10')
  await departures.getByRole('button', { name: 'Add departure' }).click()
  await expect(departures.getByRole('list', { name: 'Departures of this package' })).toContainText(
    '10 seats · 0 sold · 10 left',
  )
  await expectAccessible(page)

  await page.getByLabel('Visible on the site').check()
  await page.getByRole('button', { name: 'Save package' }).click()
  await expect(page.getByText(`On the site at /packages/${slug}.`)).toBeVisible()

  const shown = await page.goto(`/packages/${slug}`)
  expect(shown?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText(inr(8499)).first()).toBeVisible()
  await expect(page.getByText(calendarDate(startDate)).first()).toBeVisible()
  await expect(page.getByText('3 Days / 2 Nights in the snow').first()).toBeVisible()
  await expect(page.getByText('3,810 m')).toBeVisible()
  // Uploaded photos come as <picture>: AVIF at each width, chosen by the layout's sizes.
  const photos = page.getByRole('list', { name: 'Photos' })
  await expect
    .poll(altsOf(photos))
    .toEqual(['Snow on the summit', 'Green meadow', 'Red tents at camp'])
  const avif = photos.locator('picture source[type="image/avif"]').first()
  await expect(avif).toHaveAttribute(
    'srcset',
    /^\/images\/packages\/[0-9a-f]{24}\/[0-9a-f]+-\d+\.avif \d+w/,
  )
  await expect(avif).toHaveAttribute('sizes', /rem/)
  // The browser picks an AVIF and draws it, at the size the markup reserved.
  const main = photos.getByRole('img').first()
  await expect
    .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toMatch(/\.avif$/)
  expect(await main.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expectAccessible(page)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.getByLabel('Visible on the site').uncheck()
  await page.getByRole('button', { name: 'Save package' }).click()
  await expect(page.getByText('Hidden: the public site does not show this package.')).toBeVisible()

  await page.goto('/console/packages')
  await page.getByRole('searchbox', { name: 'Search' }).fill(slug)
  await page.getByRole('button', { name: 'Search packages' }).click()
  const table = page.getByRole('table', { name: 'Packages' })
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Hidden')

  // Hidden, it is still offered where departures are filtered and added.
  await page.goto('/console/departures')
  await expect(
    page
      .getByRole('form', { name: 'Filter departures' })
      .getByRole('option', { name: `${name} (hidden)` }),
  ).toHaveCount(1)

  consoleErrors.allow(DOCUMENT_404)
  const hidden = await page.goto(`/packages/${slug}`)
  expect(hidden?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeVisible()
})

test('the owner adds a member of staff, who signs in without the Staff section', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = randomBytes(4).toString('hex')
  const email = `staff-${suffix}@e2e.test`
  const name = `Desk ${suffix}`

  await consoleSignIn(page)
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Staff' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await expectAccessible(page)

  const form = page.getByRole('form', { name: 'Add staff' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Role').selectOption('staff')
  await form.getByRole('button', { name: 'Add staff' }).click()
  const password = (await page.getByTestId('staff-password').textContent()) ?? ''
  expect(password.length).toBeGreaterThan(8)
  await expect(page.getByRole('button', { name: 'Copy password' })).toBeVisible()

  const row = page.getByRole('row', { name: new RegExp(email) })
  await row.getByRole('button', { name: `Disable ${name}` }).click()
  await expect(row).toContainText('Disabled')
  await row.getByRole('button', { name: `Enable ${name}` }).click()
  await expect(row).not.toContainText('Disabled')

  const context = await browser.newContext({ baseURL: baseURL ?? '' })
  try {
    const staffPage = hydratingNavigation(await context.newPage())
    await staffPage.goto('/console/login')
    await staffPage.getByLabel('Email').fill(email)
    await staffPage.getByLabel('Password').fill(password)
    await staffPage.getByRole('button', { name: 'Sign in' }).click()
    await enrolInConsole(staffPage)
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    const nav = staffPage.getByRole('navigation', { name: 'Console' })
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0)
    await staffPage.goto('/console/staff')
    await expect(staffPage.getByRole('alert')).toContainText('Only an owner can manage staff')
  } finally {
    await context.close()
  }
})
