import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

/** A client address of its own, so the per-address limits of one test never hit another. */
async function useOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${[...randomBytes(3)].join('.')}` })
}

/**
 * Holds a request a moment on its way to the real server, so the busy state can be seen, and
 * keeps the server's answers: Chromium keeps no body of an intercepted `no-store` answer (every
 * API answer is one) for `response.json()` to read.
 */
async function slowDown(page: Page, url: string): Promise<unknown[]> {
  const answers: unknown[] = []
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    const response = await route.fetch()
    answers.push(await response.json())
    await route.fulfill({ response })
  })
  return answers
}

async function openPanel(page: Page) {
  // The tab is a button React handles: a click before hydration does nothing.
  await waitForHydration(page)
  await page.getByTestId('send-query-tab').click()
  const panel = page.getByRole('dialog', { name: 'Send Query' })
  await expect(panel.getByLabel('First name')).toBeFocused()
  return panel
}

async function fillValidEnquiry(page: Page, message: string) {
  const panel = page.getByRole('dialog', { name: 'Send Query' })
  await panel.getByLabel('First name').fill('Vikram')
  await panel.getByLabel('Phone').fill('+91 91234 56789')
  await panel.getByLabel('Email').fill('vikram@example.com')
  await panel.getByLabel('Trip type').selectOption({ label: "Trek's" })
  await panel.getByLabel('Message').fill(message)
  return panel
}

test('the Send Query tab opens the enquiry panel, which checks its fields and closes with Escape', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/leads/create')) sent.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByTestId('send-query-tab')).toHaveAccessibleName('Send Query')
  const panel = await openPanel(page)
  await expect(panel.getByLabel('Trip type').locator('option')).toHaveText([
    'Select Trip Type',
    "Trek's",
    'Char Dham Yatra',
    'Any Other Trip',
  ])
  await expectAccessible(page)

  await panel.getByRole('button', { name: 'Submit Query' }).click()
  await expect(panel.getByRole('alert')).toHaveText([
    'Please enter your first name',
    'Please enter your phone number',
    'Please enter your email address',
    'Please select a trip type',
  ])
  await panel.getByLabel('First name').fill('Vikram')
  await panel.getByLabel('Phone').fill('call me')
  await panel.getByLabel('Email').fill('vikram.example.com')
  await panel.getByRole('button', { name: 'Submit Query' }).click()
  await expect(panel.getByRole('alert')).toHaveText([
    'Please enter a valid phone number',
    'Please enter a valid email address',
    'Please select a trip type',
  ])
  await expect(panel.getByLabel('Phone')).toBeFocused()
  await expectAccessible(page)
  expect(sent).toEqual([])

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page.getByTestId('send-query-tab')).toBeFocused()
})

test('a valid enquiry shows Sending..., then Query Submitted Successfully! and the panel closes', async ({
  page,
}) => {
  await useOwnAddress(page)
  await slowDown(page, '**/api/leads/create')
  await page.goto('/about')
  const panel = await openPanel(page)
  const message = '<script>alert("hi")</script> Is the Hampta Pass open in June? 🙏'
  await fillValidEnquiry(page, message)
  const request = page.waitForRequest('**/api/leads/create')
  const response = page.waitForResponse('**/api/leads/create')
  await panel.getByRole('button', { name: 'Submit Query' }).click()

  await expect(panel.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  expect((await request).postDataJSON()).toEqual({
    kind: 'enquiry',
    firstName: 'Vikram',
    phone: '+91 91234 56789',
    email: 'vikram@example.com',
    message,
    tripType: 'trek',
    sourcePath: '/about',
  })
  expect((await response).status()).toBe(201)
  await expect(
    page.getByRole('status').getByText('Query Submitted Successfully!', { exact: true }),
  ).toBeVisible()
  await expect(panel).toBeHidden()

  // Opened again, the form is empty and ready for another query.
  await openPanel(page)
  await expect(panel.getByLabel('First name')).toHaveValue('')
  await expect(panel.getByLabel('Message')).toHaveValue('')
})

test("an enquiry that cannot reach the server shows 'Something went wrong. Please try again.'", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED/)
  await page.route('**/api/leads/create', (route) => route.abort('internetdisconnected'))
  await page.goto('/')
  const panel = await openPanel(page)
  await fillValidEnquiry(page, 'Weekend trips from Delhi in March?')
  await panel.getByRole('button', { name: 'Submit Query' }).click()

  await expect(panel.getByRole('alert')).toHaveText('Something went wrong. Please try again.')
  await expect(panel).toBeVisible()
  await expect(panel.getByLabel('Message')).toHaveValue('Weekend trips from Delhi in March?')
})

test('the Send Query tab is not shown on package pages', async ({ page }) => {
  await page.goto('/packages/valley-of-flowers-trek')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('send-query-tab')).toHaveCount(0)
})

test('the footer newsletter needs an email, then subscribes, says so for 3 seconds and is ready again', async ({
  page,
}) => {
  await useOwnAddress(page)
  const answers = await slowDown(page, '**/api/newsletter')
  await page.goto('/')
  const footer = page.getByTestId('site-footer')
  const subscribe = footer.getByRole('button', { name: 'Subscribe' })
  await subscribe.click()
  await expect(footer.getByRole('alert')).toHaveText('Please enter your email address')
  await expect(footer.getByLabel('Email')).toBeFocused()

  const email = `walker-${randomBytes(4).toString('hex')}@example.com`
  await footer.getByLabel('Email').fill(email)
  const response = page.waitForResponse('**/api/newsletter')
  await subscribe.click()
  await expect(footer.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
  const answer = await response
  expect(answer.status()).toBe(201)
  expect(answers).toEqual([{ success: true, data: { email }, message: 'Subscribed' }])

  await expect(footer.getByRole('button', { name: 'Subscribed!' })).toBeVisible()
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!')
  await expect(footer.getByRole('alert')).toHaveCount(0)
  const shownAt = Date.now()
  await expect(footer.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible({
    timeout: 6000,
  })
  expect(Date.now() - shownAt).toBeGreaterThan(2000)
  await expect(footer.getByRole('status')).toHaveText('')
  await expect(footer.getByLabel('Email')).toHaveValue('')
  await expectAccessible(page)

  // The same address again is fine: subscribing is idempotent.
  await footer.getByLabel('Email').fill(email)
  await footer.getByRole('button', { name: 'Subscribe', exact: true }).click()
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!')
})

test('a newsletter sign-up that cannot reach the server says so', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED/)
  await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'))
  await page.goto('/')
  const footer = page.getByTestId('site-footer')
  await footer.getByLabel('Email').fill('walker@example.com')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByRole('alert')).toHaveText('Something went wrong. Please try again.')
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
})
