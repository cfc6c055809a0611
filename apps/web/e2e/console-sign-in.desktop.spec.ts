import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { consoleSignIn, expect } from './console-helpers.ts'
import { enrolInConsole, ownerToken, totpCode } from './console-second-factor.ts'
import { expectAccessible, hydratingNavigation, test } from './fixtures.ts'

/** A new member added by the owner through the API: their email, name and one-time password. */
async function addMember(page: Page) {
  const suffix = randomBytes(4).toString('hex')
  const member = { email: `desk-${suffix}@e2e.test`, name: `Desk ${suffix}` }
  const token = await ownerToken(page.request)
  const added = await page.request.post('/api/console/staff', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...member, role: 'staff' },
  })
  expect(added.status()).toBe(201)
  const { data } = (await added.json()) as { data: { password: string } }
  return { ...member, password: data.password }
}

async function enterPassword(page: Page, member: { email: string; password: string }) {
  await page.goto('/console/login')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/console\/login$/)
}

test('a new member sets up their app at the first sign-in, then signs in with its code or a recovery code', async ({
  page,
  consoleErrors,
}) => {
  // The used code below is refused with 401, which the browser logs.
  consoleErrors.allow(/status of 401 \(Unauthorized\)/)
  const member = await addMember(page)

  await enterPassword(page, member)
  await expectAccessible(page)
  const enrolled = await enrolInConsole(page)
  expect(enrolled.secret).toMatch(/^[A-Z2-7]{32}$/)
  expect(enrolled.recoveryCodes).toHaveLength(10)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await signOut(page)

  // The next sign-in asks for a code; the one used to enrol is refused, the next one signs in.
  await enterPassword(page, member)
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeFocused()
  await expectAccessible(page)
  await page.getByLabel('6-digit code').fill(await totpCode(enrolled.secret, enrolled.step))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'That code has already been used. Please wait for the next one in your app.',
  )
  await page.getByLabel('6-digit code').fill(await totpCode(enrolled.secret, enrolled.step + 1))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await signOut(page)

  // Without the phone: a recovery code, once.
  await enterPassword(page, member)
  await page.getByRole('button', { name: 'Use a recovery code' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Use a recovery code' })).toBeFocused()
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(enrolled.recoveryCodes[0] ?? '')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test("the owner resets a member's second factor from the staff page; the member sets it up again", async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await addMember(page)
  const context = await browser.newContext({ baseURL: baseURL ?? '' })
  try {
    const memberPage = hydratingNavigation(await context.newPage())
    await enterPassword(memberPage, member)
    await enrolInConsole(memberPage)
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    await consoleSignIn(page)
    await page.goto('/console/staff')
    const row = page.getByRole('row', { name: new RegExp(member.email) })
    await expect(row).not.toContainText('Two-factor not set up')
    await row.getByRole('button', { name: `Reset two-factor sign-in of ${member.name}` }).click()
    await expect(row).toContainText('Two-factor not set up')
    await expect(
      row.getByRole('button', { name: `Reset two-factor sign-in of ${member.name}` }),
    ).toHaveCount(0)

    await enterPassword(memberPage, member)
    await enrolInConsole(memberPage)
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  } finally {
    await context.close()
  }
})
