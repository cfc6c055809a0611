import type { APIRequestContext, Page } from '@playwright/test'
import { PASSWORD, signedInCustomer } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

type Notification = { id: string; title: string; message: string; read: boolean }

/** The same customer, signed in again elsewhere (another device or tab), through the API. */
async function apiSession(request: APIRequestContext, email: string) {
  const login = await request.post('/api/customers/login', { data: { email, password: PASSWORD } })
  expect(login.status()).toBe(200)
  const { data } = (await login.json()) as { data: { _id: string; token: string } }
  return { userId: data._id, headers: { authorization: `Bearer ${data.token}` } }
}

type Session = Awaited<ReturnType<typeof apiSession>>

async function bookOneSeat(request: APIRequestContext, session: Session, email: string) {
  const pkg = (await (await request.get('/api/packages/dzukou-valley-trek')).json()) as {
    data: { _id: string; name: string; batchDates: { _id: string; availability: number }[] }
  }
  const chosen = pkg.data.batchDates.find((departure) => departure.availability > 0)
  if (!chosen) throw new Error('no departure with seats left')
  const booked = await request.post('/api/bookings', {
    headers: session.headers,
    data: {
      packageId: pkg.data._id,
      batchId: chosen._id,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: {
        fullName: 'Asha Rawat',
        email,
        phone: '+91 98765 43210',
        address: '12 Mall Road, Mussoorie',
        emergencyContact: '+91 91234 56789',
        emergencyName: 'Vikram Rawat',
      },
    },
  })
  expect(booked.status()).toBe(201)
  const { data } = (await booked.json()) as { data: { _id: string } }
  return { bookingId: data._id, packageName: pkg.data.name }
}

async function serverNotifications(request: APIRequestContext, session: Session) {
  const response = await request.get(`/api/notifications?userId=${session.userId}`, {
    headers: session.headers,
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: Notification[] }).data
}

/** Signs in through /login and waves away the profile-completion dialog it opens on /profile. */
async function signIn(page: Page, request: APIRequestContext) {
  const customer = await signedInCustomer(page, request)
  await page
    .getByRole('dialog', { name: 'Complete your profile' })
    .getByRole('button', { name: 'Later' })
    .click()
  return customer
}

test('a booking made elsewhere raises the bell’s count and shows a toast; opening it marks it read', async ({
  page,
  request,
}) => {
  const customer = await signIn(page, request)
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications')

  const elsewhere = await apiSession(request, customer.email)
  const { bookingId, packageName } = await bookOneSeat(request, elsewhere, customer.email)
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await expect(
    page.getByRole('status').filter({ hasText: `We are holding 1 seat on ${packageName}` }),
  ).toBeVisible()

  const cancelled = await request.post(`/api/bookings/${bookingId}/cancel`, {
    headers: elsewhere.headers,
  })
  expect(cancelled.status()).toBe(200)
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread')
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Your booking for ${packageName} on ` })
      .filter({ hasText: 'is cancelled. Nothing was paid, so there is nothing to refund.' }),
  ).toBeVisible()

  await bell.click()
  const panel = page.getByRole('group', { name: 'Notifications' })
  await expect(panel).toBeVisible()
  const items = panel.getByRole('listitem')
  await expect(items).toHaveCount(2)
  await expect(items.first()).toContainText('Unread: Booking cancelled')
  await expect(items.nth(1)).toContainText('Unread: Booking received')
  await expectAccessible(page)

  await items.nth(1).getByRole('button').click()
  await expect(items.nth(1).getByRole('button')).toHaveAttribute('aria-expanded', 'true')
  await expect(items.nth(1)).not.toContainText('Unread:')
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await expect
    .poll(async () =>
      (await serverNotifications(request, elsewhere)).map((item) => [item.title, item.read]),
    )
    .toEqual([
      ['Booking cancelled', false],
      ['Booking received', true],
    ])

  await panel.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell).toHaveAccessibleName('Notifications')
  await expect(panel.getByText('Unread:')).toHaveCount(0)
  await expect
    .poll(async () => (await serverNotifications(request, elsewhere)).every((item) => item.read))
    .toBe(true)

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(bell).toBeFocused()
})

test('the notifications page lists every notification and marks one read', async ({
  page,
  request,
}) => {
  const customer = await signIn(page, request)
  const elsewhere = await apiSession(request, customer.email)
  await bookOneSeat(request, elsewhere, customer.email)
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')

  await bell.click()
  await page.getByRole('link', { name: 'See all notifications' }).click()
  await expect(page).toHaveURL(/\/notifications$/)
  await expect(page).toHaveTitle(/^Notifications \|/)
  await expect(page.getByRole('group', { name: 'Notifications' })).toBeHidden()
  const list = page.getByRole('region', { name: 'All notifications' })
  await expect(list.getByRole('heading', { name: 'Booking received' })).toBeVisible()
  await expect(list.getByText('1 unread')).toBeVisible()
  await expectAccessible(page)

  await list.getByRole('button', { name: 'Mark as read: Booking received' }).click()
  await expect(list.getByText('All caught up')).toBeVisible()
  await expect(bell).toHaveAccessibleName('Notifications')
  await expect.poll(async () => (await serverNotifications(request, elsewhere))[0]?.read).toBe(true)
})

test('the live connection opens only once signed in and closes on logout', async ({
  page,
  request,
}) => {
  const sockets: { url: () => string; isClosed: () => boolean }[] = []
  page.on('websocket', (socket) => sockets.push(socket))
  await page.goto('/')
  await expect(
    page.getByRole('link', { name: 'Sign In', includeHidden: true }).first(),
  ).toBeAttached()
  await page.waitForLoadState('networkidle')
  expect(sockets).toEqual([])

  await signIn(page, request)
  await expect
    .poll(() => sockets.filter((socket) => socket.url().includes('/socket.io/')).length)
    .toBe(1)
  const live = sockets[0]
  expect(live?.isClosed()).toBe(false)

  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect.poll(() => live?.isClosed()).toBe(true)
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0)
})

test('the notifications page asks a visitor to sign in first, in one navigation', async ({
  page,
}) => {
  const loginLoads: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/login.data') loginLoads.push(request.url())
  })
  await page.goto('/notifications')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A redirect started over on every render loads the login page again and again, each load
  // aborting the one before.
  expect(loginLoads).toHaveLength(1)
})
