import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { addDays, formatCalendarDate, indiaCalendarDate } from '@trippy/contracts/calendar'
import { CONSOLE_TOKEN_KEY } from '../app/features/console/console-session.ts'
import { LEAD_MODAL_SEEN_KEY } from '../app/features/leads/first-visit.ts'
import { fillSignIn, registerCustomer } from './account-helpers.ts'
import { fetchTrip, inr, pageBearer, type Trip } from './booking-helpers.ts'
import { consoleSignIn, expect } from './console-helpers.ts'
import { enterOwnerCode, ownerToken } from './console-second-factor.ts'
import { expectAccessible, hydratingNavigation, test } from './fixtures.ts'
import { E2E_OWNER } from './razorpay-e2e.ts'

/** The owner's bearer header, signed in through the API. */
async function ownerHeaders(request: APIRequestContext) {
  const token = await ownerToken(request)
  return { token, headers: { authorization: `Bearer ${token}` } }
}

/** A second browser with the owner already signed in to the console (a token from the API). */
async function ownerBrowser(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript(
    ([tokenKey, value, modalKey]) => {
      localStorage.setItem(tokenKey, value)
      localStorage.setItem(modalKey, 'seen in tests')
    },
    [CONSOLE_TOKEN_KEY, token, LEAD_MODAL_SEEN_KEY] as const,
  )
  return { context, page: hydratingNavigation(await context.newPage()) }
}

/** Registers through the API, signs in on the page and completes the profile: ready to book. */
async function traveller(page: Page, request: APIRequestContext) {
  const customer = await registerCustomer(request)
  await page.goto('/login')
  await fillSignIn(page, customer.email)
  await expect(page).toHaveURL(/\/profile$/)
  const userId = await page.evaluate(() => localStorage.getItem('userId'))
  const profile = await request.put(`/api/customers/profile/${userId}`, {
    headers: await pageBearer(page),
    data: { firstName: 'Asha', lastName: 'Rawat', phone: '+91 98765 43210', address: 'Dehradun' },
  })
  expect(profile.status()).toBe(200)
  return customer
}

async function book(page: Page, request: APIRequestContext, trip: Trip, departureId: string) {
  const email = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('customerData') ?? '{}') as { email?: string }).email,
  )
  const response = await request.post('/api/bookings', {
    headers: await pageBearer(page),
    data: {
      packageId: trip._id,
      batchId: departureId,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: {
        fullName: 'Asha Rawat',
        email,
        phone: '+91 98765 43210',
        address: 'Dehradun',
        emergencyContact: '+91 98111 00000',
        emergencyName: 'Ravi Rawat',
      },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { _id: string; amountDue: number } }).data
}

test('the owner finds a traveller’s booking in the desk and records the payment; the traveller sees it confirmed', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The wrong password below is refused with 401, which the browser logs.
  consoleErrors.allow(/status of 401 \(Unauthorized\)/)
  const trip = await fetchTrip(request, 'goechala-trek')
  const departure = trip.batchDates.findLast((candidate) => candidate.availability > 2)
  if (!departure) throw new Error('no departure with seats left')
  const customer = await traveller(page, request)
  const booking = await book(page, request, trip, departure._id)
  const customerToken = await page.evaluate(() => localStorage.getItem('token'))

  // Signed out, the console sends the visitor to its own login; wrong credentials say so.
  await page.goto('/console/bookings')
  await expect(page).toHaveURL(/\/console\/login\?next=%2Fconsole%2Fbookings$/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow')
  await expect(page.getByRole('banner')).toHaveCount(0)
  await page.getByLabel('Email').fill(E2E_OWNER.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await ownerToken(request)
  await page.getByLabel('Password').fill(E2E_OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await enterOwnerCode(page)
  await expect(page).toHaveURL(/\/console\/bookings$/)
  // Two sessions side by side: the customer's token is untouched, the staff token apart.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(customerToken)
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSOLE_TOKEN_KEY)).not.toBe(
    customerToken,
  )

  const nav = page.getByRole('navigation', { name: 'Console' })
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Packages',
    'Departures',
    'Bookings',
    'Leads',
    'Reviews',
    'Customers',
    'Promo codes',
    'Audit log',
    'Staff',
  ])
  await expect(page.getByTestId('console-staff')).not.toBeEmpty()

  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email)
  await page.getByRole('button', { name: 'Search bookings' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(customer.email)}`))
  const table = page.getByRole('table', { name: 'Bookings, newest first' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText(trip.name)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await download
  expect(csv.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/)

  await table.getByRole('link', { name: /Asha Rawat/ }).click()
  await expect(page).toHaveURL(new RegExp(`/console/bookings/${booking._id}$`))
  const status = page.getByTestId('booking-status')
  await expect(status).toContainText('Pending')

  await page.getByRole('button', { name: 'Record payment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Record payment' })
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(String(booking.amountDue))
  await expect(dialog.getByLabel('Method')).toHaveValue('upi')
  await dialog.getByLabel('Method').selectOption({ label: 'Bank transfer' })
  await dialog.getByLabel('Reference').fill(`UTR${booking._id.slice(-8)}`)
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Record payment' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Payment recorded' })).toBeVisible()
  await expect(status).toContainText('Confirmed')
  await expect(status).toContainText(`Paid${inr(booking.amountDue)}`)
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('Bank transfer')

  const invoice = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download invoice' }).click()
  expect((await invoice).suggestedFilename()).toMatch(/^invoice-.+\.pdf$/)

  // The booking's history says what happened and who did it.
  const history = page.getByRole('list', { name: 'History' })
  await expect(history.getByRole('listitem')).toHaveCount(4)
  await expect(history.getByRole('listitem').nth(0)).toContainText('Booked on the website')
  await expect(history.getByRole('listitem').nth(1)).toContainText(
    `Payment received${inr(booking.amountDue)} by bank transfer, reference UTR${booking._id.slice(-8)}`,
  )
  await expect(history.getByRole('listitem').nth(1)).toContainText('Owner')
  await expect(history.getByRole('listitem').nth(2)).toContainText('Booking confirmed')
  await expect(history.getByRole('listitem').nth(3)).toContainText('Tax invoice issued')

  // From the customers list, the customer's own page lists this booking.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Customers' })
    .click()
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email)
  await page.getByRole('button', { name: 'Search customers' }).click()
  const customers = page.getByRole('table', { name: 'Customers' })
  await expect(customers.getByRole('row')).toHaveCount(2)
  await customers.getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/console\/customers\/[0-9a-f]{24}$/)
  await expect(page.getByText(customer.email)).toBeVisible()
  const theirs = page.getByRole('table', { name: /^Bookings of / })
  await expect(theirs).toContainText(trip.name)
  await expect(theirs).toContainText('Confirmed')
  await expectAccessible(page)
  await theirs.getByRole('link', { name: booking._id.slice(-8).toUpperCase() }).click()
  await expect(page).toHaveURL(new RegExp(`/console/bookings/${booking._id}$`))

  // The traveller, still signed in on the site, sees the booking confirmed.
  await page.goto('/bookings')
  await expect(page.getByRole('article', { name: trip.name })).toContainText('Confirmed')

  // Signing out of the console leaves the customer signed in.
  await page.goto('/console')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/console\/login$/)
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSOLE_TOKEN_KEY)).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(customerToken)
})

test('a long email wraps inside the traveller card of a console booking on a narrow screen', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const trip = await fetchTrip(request, 'goechala-trek')
  const departure = trip.batchDates.findLast((candidate) => candidate.availability > 2)
  if (!departure) throw new Error('no departure with seats left')
  const email = `asha.rawat.kanchenjunga.base.camp.${Date.now()}@himalayan-trekking-club-of-dehradun.example.com`
  const customer = await registerCustomer(request, { email })
  await page.goto('/login')
  await fillSignIn(page, customer.email)
  await expect(page).toHaveURL(/\/profile$/)
  const booking = await book(page, request, trip, departure._id)

  const owner = await ownerHeaders(request)
  const staff = await ownerBrowser(browser, baseURL ?? '', owner.token)
  try {
    await staff.page.setViewportSize({ width: 360, height: 780 })
    await staff.page.goto(`/console/bookings/${booking._id}`)
    const card = staff.page.getByRole('region', { name: 'Traveller', exact: true })
    const values = card.getByText(email, { exact: true })
    await expect(values).toHaveCount(2) // the booking's email and the account's
    const cardBox = await card.boundingBox()
    if (!cardBox) throw new Error('the traveller card is not shown')
    // The card keeps to the screen rather than growing with the email.
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(360)
    for (const value of await values.all()) {
      const box = await value.boundingBox()
      if (!box) throw new Error('the email is not shown')
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x)
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
    }
    // Nor does the page scroll sideways.
    expect(
      await staff.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
  } finally {
    await staff.context.close()
  }
})

test('cancelling a departure in the console reaches the traveller live on My Bookings', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await ownerHeaders(request)
  const trip = await fetchTrip(request, 'tarsar-marsar-trek')
  // A departure of its own, on a day the trip has none, so no other test books it.
  const today = indiaCalendarDate()
  const taken = new Set(trip.batchDates.map((candidate) => candidate.startDate))
  const startDate = [20, 21, 22, 23, 24, 25, 26, 27]
    .map((days) => addDays(today, days))
    .find((date) => !taken.has(date))
  if (!startDate) throw new Error('no free day for a departure')
  const added = await request.post(`/api/console/packages/${trip._id}/departures`, {
    headers: owner.headers,
    data: { startDate, endDate: addDays(startDate, 2), seats: 7 },
  })
  expect(added.status(), await added.text()).toBe(201)
  const { data: departure } = (await added.json()) as { data: { _id: string } }

  await traveller(page, request)
  await book(page, request, trip, departure._id)
  await page.goto('/bookings')
  const card = page.getByRole('article', { name: trip.name })
  await expect(card).toContainText('Awaiting payment')

  const staff = await ownerBrowser(browser, baseURL ?? '', owner.token)
  try {
    await staff.page.goto(`/console/departures?packageId=${trip._id}`)
    const row = staff.page.getByRole('article', {
      name: `${trip.name}, ${formatCalendarDate(startDate)}`,
    })
    await expect(row).toContainText('1 sold · 6 left')
    await row.getByRole('button', { name: 'Cancel departure' }).click()
    const dialog = staff.page.getByRole('dialog', { name: 'Cancel departure' })
    await dialog.getByRole('button', { name: 'Cancel departure' }).click()
    await expect(dialog.getByLabel('Reason')).toBeFocused()
    await dialog.getByLabel('Reason').fill('Heavy snow on the pass')
    await dialog.getByRole('button', { name: 'Cancel departure' }).click()
    await expect(
      staff.page.getByRole('status').filter({
        hasText: 'Departure cancelled; 1 booking cancelled with a full refund of what was paid',
      }),
    ).toBeVisible()
    await expect(row).toContainText('Cancelled')
    await expect(row.getByRole('button', { name: 'Cancel departure' })).toHaveCount(0)
  } finally {
    await staff.context.close()
  }

  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `We are sorry: the ${trip.name} departure on ${startDate} is cancelled` }),
  ).toBeVisible()
  await expect(card).toContainText('Cancelled')
})

test('a lead moves through contacted, qualified and won in the inbox', async ({
  page,
  request,
}) => {
  const email = `lead.${randomBytes(5).toString('hex')}@example.com`
  const created = await request.post('/api/leads/create', {
    headers: { 'x-forwarded-for': `10.${[...randomBytes(3)].join('.')}` },
    data: {
      kind: 'enquiry',
      firstName: 'Kiran',
      phone: '+91 91234 56789',
      email,
      tripType: 'trek',
      message: 'Is Goechala open in October?',
    },
  })
  expect(created.status()).toBe(201)

  await consoleSignIn(page)
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Leads' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).fill(email)
  await page.getByRole('button', { name: 'Search leads' }).click()
  const lead = page.getByRole('article', { name: 'Kiran, enquiry' })
  await expect(lead).toContainText('Is Goechala open in October?')
  await expect(lead.getByLabel('Status')).toHaveValue('new')

  // The inbox's CSV holds what the search found.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await download
  expect(csv.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = readFileSync((await csv.path()) ?? '', 'utf8')
    .trimEnd()
    .split('\r\n')
  expect(rows).toHaveLength(2)
  expect(rows[1]).toContain(`,enquiry,new,Kiran,${email},`)

  const saveLead = async () => {
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/api/console/leads/'),
    )
    await lead.getByRole('button', { name: 'Save lead' }).click()
    expect((await saved).status()).toBe(200)
    await expect(lead.getByRole('button', { name: 'Save lead' })).toBeEnabled()
  }
  for (const step of ['Contacted', 'Qualified'] as const) {
    await lead.getByLabel('Status').selectOption({ label: step })
    await saveLead()
    await expect(lead.getByLabel('Status')).toHaveValue(step.toLowerCase())
  }
  await expect(page.getByRole('status').filter({ hasText: 'Lead updated' }).first()).toBeVisible()
  const followUp = addDays(indiaCalendarDate(), 3)
  await lead.getByLabel('Status').selectOption({ label: 'Won' })
  await lead.getByLabel('Add a note').fill('Booked for October')
  await lead.getByLabel('Follow up on').fill(followUp)
  await saveLead()
  await expect(lead.getByLabel('Status')).toHaveValue('won')
  await expect(lead.getByLabel('Add a note')).toHaveValue('')
  await expect(lead).toContainText(/Owner: Booked for October/)

  const owner = await ownerHeaders(request)
  const listed = await request.get(`/api/console/leads?q=${encodeURIComponent(email)}`, {
    headers: owner.headers,
  })
  const { data } = (await listed.json()) as {
    data: { status: string; note: string; followUpOn: string | null }[]
  }
  expect(data).toEqual([
    expect.objectContaining({
      status: 'won',
      note: expect.stringMatching(/: Booked for October$/),
      followUpOn: followUp,
    }),
  ])

  // The audit log has each step.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click()
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('"status":"won"')
})

/** Visits each page signed in as the owner and runs axe on it as it stands. */
async function expectConsolePagesAccessible(page: Page, pages: readonly [string, string][]) {
  for (const [path, heading] of pages) {
    await page.goto(path)
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) }),
    ).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow')
    await expectAccessible(page)
  }
}

test('the console’s login, dashboard, packages and departures pass axe and are noindex', async ({
  page,
}) => {
  await page.goto('/console/login')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow')
  await expectAccessible(page)
  await consoleSignIn(page)
  await expectAccessible(page)
  await expectConsolePagesAccessible(page, [
    ['/console/packages', 'Packages'],
    ['/console/departures', 'Departures'],
  ])
})

test('the console’s bookings, leads, customers and audit pages pass axe and are noindex', async ({
  page,
  request,
}) => {
  const owner = await ownerHeaders(request)
  const list = await request.get('/api/console/bookings', { headers: owner.headers })
  const { data: bookings } = (await list.json()) as { data: { _id: string }[] }
  await consoleSignIn(page)
  await expectConsolePagesAccessible(page, [
    ['/console/bookings', 'Bookings'],
    ...(bookings[0]
      ? [[`/console/bookings/${bookings[0]._id}`, 'Booking'] as [string, string]]
      : []),
    ['/console/leads', 'Leads'],
    ['/console/customers', 'Customers'],
    ['/console/audit', 'Audit log'],
  ])
})
