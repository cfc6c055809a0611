import {
  customerKeysLeft,
  fillSignIn,
  leaveCustomerCopies,
  PASSWORD,
  registerCustomer,
  signedInCustomer,
  uniqueEmail,
} from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

/** The browser's console line for an API call refused on purpose (bad input, wrong password). */
const REFUSED_CALL = /status of (400|401|409) \(/

test('sign up, log in, land on /profile, complete the profile and log out', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_CALL)
  const email = uniqueEmail('asha')
  await page.goto('/signup')
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
  await page.getByLabel('First name').fill('Asha')
  await page.getByLabel('Last name').fill('Rawat')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('+91 98765 43210')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(
    page.getByRole('status').filter({ hasText: 'Registration successful! Please login.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()

  await expect(page).toHaveURL(/\/profile$/)
  const modal = page.getByRole('dialog', { name: 'Complete your profile' })
  await expect(modal).toBeVisible()
  await expect(modal.getByLabel('First name')).toHaveValue('Asha')
  await expect(modal.getByLabel('Address')).toBeFocused()
  await expectAccessible(page)
  await modal.getByLabel('Address').fill('   ')
  await modal.getByRole('button', { name: 'Save profile' }).click()
  await expect(modal.getByText('Please enter your address')).toBeVisible()
  await expect(modal.getByLabel('Address')).toBeFocused()
  await modal.getByLabel('Address').fill('12 Mall Road, Mussoorie, Uttarakhand')
  await modal.getByRole('button', { name: 'Save profile' }).click()

  await expect(
    page.getByRole('status').filter({ hasText: 'Profile updated successfully' }),
  ).toBeVisible()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Profile complete')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Your details' }).getByLabel('Address'),
  ).toHaveValue('12 Mall Road, Mussoorie, Uttarakhand')

  await page.reload()
  await expect(page.getByText('Profile complete')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toBeHidden()

  await page.getByRole('button', { name: 'Account menu for Asha Rawat' }).click()
  const menu = page.getByTestId('profile-menu')
  await expect(menu.getByText('Member', { exact: true })).toBeVisible()
  for (const [name, href] of [
    ['Profile', '/profile'],
    ['Bookings', '/bookings'],
    ['Wishlist', '/wishlist'],
    ['Settings', '/settings'],
  ] as const) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await menu.getByRole('button', { name: 'Logout' }).click()
  // The toast is shown as the navigation starts and stays five seconds: look for it first.
  await expect(
    page.getByRole('status').filter({ hasText: 'Logged out successfully' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect(
    await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('token')]),
  ).toEqual([null, null])

  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login$/)
})

test('a logged-out visit to /bookings goes to /login and comes back after login', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  await page.goto('/bookings')
  await expect(page).toHaveURL(/\/login$/)
  await fillSignIn(page, customer.email)
  await expect(page).toHaveURL(/\/bookings$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible()
  await expectAccessible(page)
})

test('a protected page shows a spinner, not its content, before the session is known', async ({
  request,
}) => {
  for (const path of [
    '/profile',
    '/bookings',
    '/wishlist',
    '/settings',
    '/booking/0123456789abcdef01234567',
  ]) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('Loading your account…')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  }
})

test('sign-up shows problems beside the fields and keeps what was typed', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_CALL)
  const taken = await registerCustomer(request)
  await page.goto('/signup')
  await page.getByLabel('First name').fill('Ravi')
  await page.getByLabel('Last name').fill('Negi')
  await page.getByLabel('Email').fill(taken.email)
  await page.getByLabel('Phone').fill('12')
  await page.getByLabel('Password').fill('short')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Registration failed.' })).toBeVisible()
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
  await expect(page.getByLabel('Phone')).toBeFocused()
  await expect(page.getByLabel('First name')).toHaveValue('Ravi')
  await expect(page.getByLabel('Email')).toHaveValue(taken.email)
  await expectAccessible(page)

  await page.getByLabel('Phone').fill('9876543210')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('An account with this email already exists')).toBeVisible()
  await expect(page).toHaveURL(/\/signup$/)
})

test('a wrong password is refused with the spec message', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_CALL)
  const customer = await registerCustomer(request)
  await page.goto('/login')
  await fillSignIn(page, customer.email, 'not-my-password')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByLabel('Email')).toHaveValue(customer.email)
  await expectAccessible(page)
})

test('the wishlist lists saved trips and takes them off again', async ({ page, request }) => {
  await signedInCustomer(page, request)
  await page
    .getByRole('dialog', { name: 'Complete your profile' })
    .getByRole('button', { name: 'Later' })
    .click()
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Wishlist' })
    .click()
  await expect(page.getByRole('heading', { name: 'No saved trips yet' })).toBeVisible()

  const token = await page.evaluate(() => localStorage.getItem('token'))
  const packages = await request.get('/api/packages?limit=1')
  expect(packages.status()).toBe(200)
  const [trip] = ((await packages.json()) as { data: { _id: string; name: string }[] }).data
  if (!trip) throw new Error('no packages in the catalogue')
  const saved = await request.post(`/api/wishlist/${trip._id}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  })
  expect(saved.status()).toBe(200)

  await page.reload()
  await expect(page.getByText('1 saved trip')).toBeVisible()
  await expect(page.getByRole('link', { name: trip.name })).toBeVisible()
  await expectAccessible(page)
  const heart = page.getByRole('button', { name: `Save ${trip.name} to wishlist` })
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await heart.click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Removed from your wishlist' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No saved trips yet' })).toBeVisible()
})

test('settings save preferences and change the password', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_CALL)
  await signedInCustomer(page, request)
  await page.getByRole('dialog', { name: 'Complete your profile' }).press('Escape')
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await page.getByLabel('Display currency').selectOption('EUR')
  await page.getByLabel('Email notifications').uncheck()
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Currency', exact: true })).toHaveValue('EUR')
  await page.reload()
  await expect(page.getByLabel('Display currency')).toHaveValue('EUR')
  await expect(page.getByLabel('Email notifications')).not.toBeChecked()
  await expectAccessible(page)

  await page.getByLabel('Current password').fill('not-my-password')
  await page.getByLabel('New password').fill('valley-of-flowers-9')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your current password is not correct').first()).toBeVisible()
  await page.getByLabel('Current password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Password changed. You have been signed out on your other devices.' }),
  ).toBeVisible()
})

test('deleting the account asks for the password, signs out and goes home', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_CALL)
  const customer = await signedInCustomer(page, request)
  await page.getByRole('dialog', { name: 'Complete your profile' }).press('Escape')
  await page.goto('/settings')
  await leaveCustomerCopies(page)
  const deleteSection = page.getByRole('region', { name: 'Delete account' })
  await expect(deleteSection).toContainText('Upcoming trips are cancelled')
  await deleteSection.getByLabel('Password').fill('not-my-password')
  await deleteSection.getByRole('button', { name: 'Delete my account' }).click()
  await expect(deleteSection.getByText('That password is not correct')).toBeVisible()
  await expect(deleteSection.getByLabel('Password')).toBeFocused()
  await deleteSection.getByLabel('Password').fill(PASSWORD)
  await deleteSection.getByRole('button', { name: 'Delete my account' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account has been deleted' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0)
  expect(await customerKeysLeft(page)).toEqual([])
  const login = await request.post('/api/customers/login', {
    data: { email: customer.email, password: PASSWORD },
  })
  expect(login.status()).toBe(401)
})

test('logging out leaves nothing about the customer in the browser', async ({ page, request }) => {
  await signedInCustomer(page, request)
  await page.getByRole('dialog', { name: 'Complete your profile' }).press('Escape')
  await leaveCustomerCopies(page)
  await page.evaluate(() => localStorage.setItem('currency', 'USD'))
  expect(await customerKeysLeft(page)).toEqual(
    expect.arrayContaining(['userId', 'token', 'customerData', 'userBookings', 'recentSearches']),
  )
  await page.getByRole('button', { name: /^Account menu/ }).click()
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await customerKeysLeft(page)).toEqual([])
  // A display preference is not about who the customer is, and stays.
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('USD')
})
