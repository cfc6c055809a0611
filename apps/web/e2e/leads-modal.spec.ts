import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

// These tests are the first visit: the fixture's "already seen" flag is off.
test.use({ showFirstVisitModal: true })

const TITLE = 'Plan your trip with Trippy Himalaya'

/** A client address of its own, so the per-address lead limit of one test never hits another. */
async function useOwnAddress(page: Page): Promise<string> {
  const address = `10.${[...randomBytes(3)].join('.')}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  return address
}

async function fillValidLead(page: Page) {
  const dialog = page.getByRole('dialog', { name: TITLE })
  await dialog.getByLabel('First name').fill('Asha')
  await dialog.getByLabel('Last name').fill('Rawat')
  await dialog.getByLabel('Email').fill('asha.rawat@example.in')
  await dialog.getByLabel('Phone').fill('98765 43210')
  await dialog.getByLabel('Package').selectOption({ label: 'Char Dham Yatra' })
  await dialog.getByLabel('Travelers').fill('3')
  return dialog
}

test('the trip-plan modal opens on the first visit only, and not after a reload', async ({
  page,
}) => {
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: TITLE })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible()
  await expect(dialog.getByLabel('First name')).toBeVisible()
  await expectAccessible(page)

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  // A returning visitor's pages never fetch the modal's code: its HTML is taken out unopened.
  const modalCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/trip-plan-modal-/.test(request.url())) modalCode.push(request.url())
  })
  await page.reload()
  await waitForHydration(page)
  await expect(dialog).toBeHidden()
  await page.goto('/treks')
  await waitForHydration(page)
  await expect(dialog).toBeHidden()
  await expect(page.locator('#trip-plan')).toHaveCount(0)
  expect(modalCode).toEqual([])
})

test('a first visit to a task page (a password-reset link) opens no modal; one to the home page does', async ({
  page,
}) => {
  await page.goto('/reset-password?token=x')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('#trip-plan')).toHaveCount(0)
  // The visit to the task page was not counted: the first browsing page still offers the plan.
  await page.goto('/')
  await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible()
})

test('the modal and its fields are there at the first paint, before any script file has run, and it closes', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource/)
  // No script file loads: what shows is the server's HTML and its inline scripts alone.
  await page.route('**/assets/*.js', (route) => route.abort())
  // Not waiting for hydration, which never comes.
  await page.goto('/', { waitUntil: 'commit' })
  const dialog = page.getByRole('dialog', { name: TITLE })
  await expect(dialog).toBeVisible()
  // The fields come with the HTML; Submit waits for the page's code, or it would send them in
  // the page's address.
  await expect(dialog.getByLabel('First name')).toBeEditable()
  await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled()
  await expect(page.locator('dialog[data-first-visit="pending"]')).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('the modal and its form appear without shifting anything, and break no CSP rule', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { shift: 0, csp: [] as string[] }
    Object.assign(window, { __seen: seen })
    new PerformanceObserver((list) => {
      // As CLS counts: shifts right after the visitor's own input do not count.
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
      }[])
        if (!entry.hadRecentInput) seen.shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.csp.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const seen = () =>
    page.evaluate(() => (window as unknown as { __seen: { shift: number; csp: string[] } }).__seen)
  await page.goto('/packages')
  const dialog = page.getByRole('dialog', { name: TITLE })
  await expect(dialog.getByLabel('First name')).toBeVisible()
  // What appeared by itself. The errors a submit brings below are the visitor's own doing: they
  // wait for the validation to load, which on a busy machine can take longer than the 500 ms
  // after an input in which CLS forgives a shift, so they are not part of this sum.
  expect((await seen()).shift).toBeLessThan(0.01)
  // The form validates with the contract's schemas: loading them must not probe for eval.
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click()
  await expect(dialog.getByRole('alert').first()).toHaveText('Please enter your first name')
  expect((await seen()).csp).toEqual([])
})

test('the modal keeps focus inside while open and closes with Escape', async ({ page }) => {
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: TITLE })
  await expect(dialog.getByLabel('First name')).toBeVisible()
  const focusIsInside = () =>
    page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)
  for (const key of [...Array<string>(14).fill('Tab'), 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await focusIsInside()).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.reload()
  await waitForHydration(page)
  await expect(dialog).toBeHidden()
  await expect(page.locator('#trip-plan')).toHaveCount(0)
})

test('the lead form offers +91 only and the four packages, and checks its fields before sending', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/leads/create')) sent.push(request.url())
  })
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: TITLE })
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('placeholder', 'xxxxxxxxxx')
  await expect(dialog.getByLabel('Country code').locator('option')).toHaveText(['+91'])
  await expect(dialog.getByLabel('Package').locator('option')).toHaveText([
    'Select Package',
    '1 Dham Yatra (Kedarnath)',
    '2 Dham Yatra',
    'Char Dham Yatra',
    'Valley of Flowers Trek',
  ])
  await expect(dialog.getByLabel('Package')).toHaveValue('')

  await dialog.getByRole('button', { name: 'Submit', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText([
    'Please enter your first name',
    'Please select a package',
    'Please enter the number of travelers',
  ])
  await expect(dialog.getByLabel('First name')).toBeFocused()
  await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')

  await dialog.getByLabel('First name').fill('Asha')
  await dialog.getByLabel('Email').fill('asha@')
  await dialog.getByLabel('Package').selectOption('valleyofflowers')
  await dialog.getByLabel('Travelers').fill('0')
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText([
    'Please enter a valid email address',
    'Please enter at least 1 traveler',
  ])
  await expectAccessible(page)
  expect(sent).toEqual([])
})

/** The modal with its form shown and the page quiet: any script asked for later is the validation's. */
async function openQuietForm(page: Page, path: string) {
  await page.goto(path)
  const dialog = page.getByRole('dialog', { name: TITLE })
  await expect(dialog.getByLabel('First name')).toBeVisible()
  // Submit turns enabled once the modal's code has come and hydrated the form, which from then on
  // hears a focus or a press.
  await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled()
  await page.waitForLoadState('networkidle')
  return dialog
}

test('the form loads its validation only when used, and a submit made meanwhile waits for it', async ({
  page,
}) => {
  const dialog = await openQuietForm(page, '/')
  // From here on every script the page asks for is held until released.
  const held: (() => void)[] = []
  let holding = true
  await page.route('**/assets/*.js', async (route) => {
    if (holding) await new Promise<void>((release) => held.push(release))
    await route.continue()
  })

  await dialog.getByRole('button', { name: 'Submit', exact: true }).click()
  // The click asked for the validation (zod and the schema): the form had not loaded it.
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  holding = false
  for (const release of held) release()
  await expect(dialog.getByRole('alert')).toHaveText([
    'Please enter your first name',
    'Please select a package',
    'Please enter the number of travelers',
  ])
  await expect(dialog.getByLabel('First name')).toBeFocused()
})

test("what is typed before the form's code has arrived is kept, and typing carries on in the same field", async ({
  page,
}) => {
  const dialog = await openQuietForm(page, '/')
  const held: (() => void)[] = []
  let holding = true
  await page.route('**/assets/*.js', async (route) => {
    if (holding) await new Promise<void>((release) => held.push(release))
    await route.continue()
  })
  await dialog.getByLabel('Last name').fill('Rawat')
  await dialog.getByLabel('First name').pressSequentially('As')
  // Using the form asked for its code: until it comes, the server's fields take the typing.
  await expect.poll(() => held.length).toBeGreaterThan(0)
  holding = false
  for (const release of held) release()
  // The form that validates and sends (its <form> has Conform's id) has taken over.
  await expect(dialog.locator('form[id]')).toHaveCount(1)
  await page.keyboard.type('ha')
  await expect(dialog.getByLabel('First name')).toHaveValue('Asha')
  await expect(dialog.getByLabel('First name')).toBeFocused()
  await expect(dialog.getByLabel('Last name')).toHaveValue('Rawat')
})

test('a press on Submit starts loading the validation, before anything is focused', async ({
  page,
}) => {
  const dialog = await openQuietForm(page, '/packages')
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  // A tap on a button in Safari focuses nothing: the press alone must be enough.
  await dialog.getByRole('button', { name: 'Submit', exact: true }).dispatchEvent('pointerdown')
  await expect.poll(() => scripts.length, { timeout: 10_000 }).toBeGreaterThan(0)
  // Nothing in the lead form took focus (the dialog's Close button sits in a form of its own).
  expect(
    await page.evaluate(() => document.activeElement?.closest('form:not([method="dialog"])')),
  ).toBeNull()
})

test('a valid lead shows Submitting..., a confirmation, and the modal closes itself after 3 seconds', async ({
  page,
}) => {
  await useOwnAddress(page)
  // Holds the request a moment on its way to the real server, so the busy state can be seen.
  await page.route('**/api/leads/create', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })
  await page.goto('/treks')
  const dialog = await fillValidLead(page)
  const request = page.waitForRequest('**/api/leads/create')
  const response = page.waitForResponse('**/api/leads/create')
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click()

  const busy = dialog.getByRole('button', { name: 'Submitting...' })
  await expect(busy).toBeVisible()
  await expect(busy).toBeDisabled()
  expect((await request).postDataJSON()).toEqual({
    kind: 'lead',
    firstName: 'Asha',
    lastName: 'Rawat',
    email: 'asha.rawat@example.in',
    countryCode: '91',
    phone: '98765 43210',
    packageType: '4dham',
    travelers: 3,
    sourcePath: '/treks',
  })
  expect((await response).status()).toBe(201)

  const confirmation = dialog.getByRole('status')
  await expect(confirmation).toHaveText(
    'Thank you! Our trip expert will call you shortly to plan your trip.',
  )
  const shownAt = Date.now()
  await expect(dialog).toBeHidden({ timeout: 6000 })
  const closedAfter = Date.now() - shownAt
  expect(closedAfter).toBeGreaterThan(2000)
  expect(closedAfter).toBeLessThan(4500)
})

test("a refused lead shows 'Error: ' and the server's message", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 429/)
  const address = await useOwnAddress(page)
  // Ten leads from this address use up its allowance, so the server really refuses the next.
  for (let sent = 0; sent < 10; sent++) {
    const response = await page.request.post('/api/leads/create', {
      headers: { 'x-forwarded-for': address },
      data: { firstName: 'Asha', packageType: '1dham', travelers: 1 },
    })
    expect(response.status()).toBe(201)
  }
  await page.goto('/')
  const dialog = await fillValidLead(page)
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click()

  await expect(dialog.getByRole('alert')).toHaveText(
    'Error: Too many requests from your network. Please try again in a few minutes.',
  )
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled()
})

test("a lead that cannot reach the server shows 'Something went wrong'", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED/)
  await page.route('**/api/leads/create', (route) => route.abort('internetdisconnected'))
  await page.goto('/')
  const dialog = await fillValidLead(page)
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click()

  await expect(dialog.getByRole('alert')).toHaveText('Something went wrong')
  await expect(dialog.getByLabel('First name')).toHaveValue('Asha')
})
