import { fillSignIn, registerCustomer, uniqueEmail } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { latestMail } from './mail-outbox.ts'

const NEW_PASSWORD = 'valley-of-flowers-2027'
const LINK_SENT =
  'If an account exists for that email, we have sent a link to reset your password. It expires in 30 minutes.'
const LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.'

/** The path and query of the reset link mailed to `email` (the mail's links are absolute). */
async function mailedResetLink(email: string): Promise<string> {
  let link: URL | undefined
  await expect
    .poll(() => {
      const match = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(
        latestMail(email, 'Reset your password') ?? '',
      )
      link = match ? new URL(match[0]) : undefined
      return link?.searchParams.get('token') ?? ''
    })
    .toMatch(/^[A-Za-z0-9_-]{43}$/)
  if (!link) throw new Error(`no reset link mailed to ${email}`)
  return `${link.pathname}${link.search}`
}

test('forgot password from the sign-in page: the mailed link sets a new password that signs in', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()

  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Email').fill(customer.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible()
  await expectAccessible(page)

  await page.goto(await mailedResetLink(customer.email))
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('New password').fill(NEW_PASSWORD)
  await page.getByLabel('Confirm password').fill('valley-of-flowers-2028')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('The passwords do not match')).toBeVisible()
  await expect(page.getByLabel('Confirm password')).toBeFocused()
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Confirm password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(
    page.getByRole('status').filter({
      hasText: 'Your password has been changed. Please log in with your new password.',
    }),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Log in', exact: true }).click()

  await expect(page).toHaveURL(/\/login$/)
  await fillSignIn(page, customer.email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/profile$/)
})

test('an unknown email gets the same answer as a customer', async ({ page }) => {
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(uniqueEmail('nobody'))
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible()
})

test('a made-up link shows why it failed and a way to ask for a new one', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 \(/)
  const token = 'A'.repeat(43)
  // The page is rendered, and cached, without the token: it is read only in the browser.
  const html = await (await request.get(`/reset-password?token=${token}`)).text()
  expect(html).not.toContain(token)

  await page.goto(`/reset-password?token=${token}`)
  await page.getByLabel('New password').fill(NEW_PASSWORD)
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()
  const alert = page.getByRole('alert').filter({ hasText: LINK_INVALID })
  await expect(alert).toBeVisible()
  await expectAccessible(page)
  await alert.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
})
