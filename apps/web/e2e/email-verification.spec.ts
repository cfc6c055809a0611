import type { Page } from '@playwright/test'
import { fillSignIn, PASSWORD, registerCustomer, uniqueEmail } from './account-helpers.ts'
import { bookAsSomeoneElse, fetchTrip, pageBearer } from './booking-helpers.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'
import { latestMail } from './mail-outbox.ts'
import { ownerToken } from './console-second-factor.ts'

// Sign-up runs Argon2 and pages decide after hydrating: allow a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 })

const VERIFIED = 'Thank you! Your email address is verified.'
const LINK_INVALID = 'This verification link is invalid or has expired. Please ask for a new one.'

/** The path and query of the newest verification link mailed to `email` under `subject`. */
async function mailedVerifyLink(email: string, subject: string): Promise<string> {
  let link: URL | undefined
  await expect
    .poll(() => {
      const match = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(latestMail(email, subject) ?? '')
      link = match ? new URL(match[0]) : undefined
      return link?.searchParams.get('token') ?? ''
    })
    .toMatch(/^[A-Za-z0-9_-]{43}$/)
  if (!link) throw new Error(`no verification link mailed to ${email}`)
  return `${link.pathname}${link.search}`
}

const banner = (page: Page) =>
  page.getByRole('region', { name: 'Please verify your email address.' })

test('sign up, follow the mailed link, and the reminder to verify is gone', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The used links at the end are refused on purpose; the browser logs each 400.
  consoleErrors.allow(/status of 400 \(Bad Request\) \(.*\/api\/customers\/verify-email\)/)
  const email = uniqueEmail('verify')
  await page.goto('/signup')
  await page.getByLabel('First name').fill('Asha')
  await page.getByLabel('Last name').fill('Rawat')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('+91 98765 43210')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/profile$/)

  await page.goto('/bookings')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toContainText(`We sent a link to ${email}.`)
  await expectAccessible(page)
  // Booking is not blocked: the page works as ever under the reminder.
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible()

  const welcomeLink = await mailedVerifyLink(email, 'Welcome to Trippy Himalaya')
  await banner(page).getByRole('button', { name: 'Send the link again' }).click()
  await expect(
    banner(page)
      .getByRole('status')
      .filter({ hasText: 'We have sent you a new link to verify your email address.' }),
  ).toBeVisible()
  const link = await mailedVerifyLink(email, 'Verify your email address')
  expect(link).not.toBe(welcomeLink)

  // The page is rendered, and cached, without the token: it is read only in the browser.
  const token = new URL(link, 'http://x').searchParams.get('token') ?? ''
  expect(await (await request.get(link)).text()).not.toContain(token)

  await page.goto(link)
  await expect(page.getByRole('status').filter({ hasText: VERIFIED })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Go to My Bookings' }).click()
  await expect(page).toHaveURL(/\/bookings$/)
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible()
  await expect(banner(page)).toBeHidden()

  // Each link works once, and the other link died with it.
  for (const used of [link, welcomeLink]) {
    await page.goto(used)
    await expect(page.getByRole('alert').filter({ hasText: LINK_INVALID })).toBeVisible()
  }
})

test('My Bookings downloads the invoice once the operator has recorded the payment', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const customer = await registerCustomer(request)
  await page.goto('/login')
  await fillSignIn(page, customer.email)
  await expect(page).toHaveURL(/\/profile$/)
  const headers = await pageBearer(page)
  const trip = await fetchTrip(request, 'kedarkantha-trek')
  const soonest = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10)
  const departure = trip.batchDates.find(
    (candidate) => candidate.startDate >= soonest && candidate.availability >= 1,
  )
  if (!departure) throw new Error(`no departure of ${trip.name} with a seat left`)
  await bookAsSomeoneElse(request, headers, trip, departure._id, 1)
  const bookings = (await (await request.get('/api/bookings', { headers })).json()) as {
    data: { _id: string; amountDue: number }[]
  }
  const [booking] = bookings.data
  if (!booking) throw new Error('the booking is not listed')

  await page.goto('/bookings')
  await expect(page.getByRole('heading', { level: 3, name: trip.name })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Download invoice/ })).toHaveCount(0)

  const staff = { token: await ownerToken(request) }
  const recorded = await request.post(`/api/console/bookings/${booking._id}/payments`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: {
      amount: booking.amountDue,
      method: 'upi',
      reference: `UTR${booking._id.slice(-8)}`,
      receivedAt: new Date().toISOString(),
    },
  })
  expect(recorded.ok(), await recorded.text()).toBe(true)

  await page.reload()
  const download = page.getByRole('button', { name: `Download invoice for ${trip.name}` })
  await expect(download).toBeVisible()
  await expectAccessible(page)
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
  expect(file.suggestedFilename()).toMatch(/^[A-Z]+-\d{4}-\d{2}-\d{4}\.pdf$/)
  expect(await file.failure()).toBeNull()
})
