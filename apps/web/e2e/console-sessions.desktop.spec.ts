import { consoleSignIn, expect } from './console-helpers.ts'
import { expectAccessible, test } from './fixtures.ts'
import { ownerSessionElsewhere } from './console-second-factor.ts'

test('a member sees their sessions, ends another one, then this one, which signs them out', async ({
  page,
  request,
}) => {
  // Another browser, signed in through the API from an address of its own.
  const elsewhere = '198.51.100.77'
  const token = await ownerSessionElsewhere(request, { 'x-forwarded-for': elsewhere })
  const otherAuth = { authorization: `Bearer ${token}` }

  await consoleSignIn(page)
  await page.getByRole('link', { name: 'Your sessions' }).click()
  await expect(page).toHaveURL(/\/console\/sessions$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Your console sessions, most recently used first' })
  await expect(table.getByRole('row').filter({ hasText: '(this browser)' })).toHaveCount(1)
  await expectAccessible(page)

  const other = table.getByRole('row').filter({ hasText: elsewhere })
  await other.getByRole('button', { name: /^End session/ }).click()
  await expect(page.getByText('Session ended', { exact: true })).toBeVisible()
  await expect(other).toHaveCount(0)
  expect((await request.get('/api/console/me', { headers: otherAuth })).status()).toBe(401)

  await table.getByRole('button', { name: 'End session (this browser: signs you out)' }).click()
  await expect(page).toHaveURL(/\/console\/login$/)
  await page.goto('/console/sessions')
  await expect(page).toHaveURL(/\/console\/login\?next=/)
})
