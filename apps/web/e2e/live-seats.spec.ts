import { expect, test } from './fixtures.ts'

test('seats left on an open package page drop when someone else books, without a reload', async ({
  page,
  request,
}) => {
  // A visitor who is not signed in follows the seats with server-sent events: no socket.io.
  const realtime: string[] = []
  page.on('request', (sent) => {
    if (/socket\.io|\/api\/live\/seats/.test(sent.url())) realtime.push(sent.url())
  })
  page.on('websocket', (socket) => realtime.push(socket.url()))
  await page.goto('/packages/hampta-pass-trek')
  const pkg = (await (await request.get('/api/packages/hampta-pass-trek')).json()) as {
    data: { _id: string; batchDates: { _id: string; availability: number }[] }
  }
  // The departure with the most seats left, so repeated runs on one server never sell it out.
  const most = Math.max(...pkg.data.batchDates.map((departure) => departure.availability))
  const index = pkg.data.batchDates.findIndex((departure) => departure.availability === most)
  const chosen = pkg.data.batchDates[index]
  if (!chosen || chosen.availability < 3) throw new Error('no departure with seats to spare')
  const row = page.getByRole('group', { name: 'Departures' }).locator('label').nth(index)
  // The page watches the seats once its departures come near the screen, as a reader scrolls.
  await row.scrollIntoViewIfNeeded()
  await expect(row).toContainText(`${chosen.availability} seats left`)

  // Another traveller books two seats through the API.
  const email = `live.${Date.now()}@example.com`
  expect(
    (
      await request.post('/api/customers/send-otp', {
        data: {
          firstName: 'Meera',
          lastName: 'Joshi',
          email,
          phone: '+91 98111 22233',
          password: 'kedar-2026-trail',
        },
      })
    ).status(),
  ).toBe(201)
  const login = (await (
    await request.post('/api/customers/login', { data: { email, password: 'kedar-2026-trail' } })
  ).json()) as { data: { token: string } }
  const booked = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${login.data.token}` },
    data: {
      packageId: pkg.data._id,
      batchId: chosen._id,
      numberOfSeats: 2,
      paymentType: 'full',
      customerDetails: {
        fullName: 'Meera Joshi',
        email,
        phone: '+91 98111 22233',
        address: 'Pune',
        emergencyContact: '+91 98111 00000',
        emergencyName: 'Ravi Joshi',
      },
    },
  })
  expect(booked.status()).toBe(201)
  // The same departure may be booked by a test running beside this one: the page must come to
  // show what the server holds now, two or more seats fewer than before.
  const seatsNow = async () => {
    const answer = (await (
      await request.get('/api/packages/hampta-pass-trek')
    ).json()) as typeof pkg
    return (
      answer.data.batchDates.find((departure) => departure._id === chosen._id)?.availability ?? -1
    )
  }
  await expect
    .poll(async () => {
      const now = await seatsNow()
      return (
        now <= chosen.availability - 2 &&
        ((await row.textContent()) ?? '').includes(`${now} seats left`)
      )
    })
    .toBe(true)
  expect(realtime.length).toBeGreaterThan(0)
  expect(realtime.filter((url) => url.includes('socket.io'))).toEqual([])
})

test('a phone opens the seats connection only once the departures come near the screen', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'on a wide screen the departures are beside the story, on screen at once')
  const streams: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/api/live/seats')) streams.push(sent.url())
  })
  await page.goto('/packages/hampta-pass-trek')
  await page.waitForLoadState('networkidle')
  expect(streams).toEqual([])
  await page.getByRole('group', { name: 'Departures' }).scrollIntoViewIfNeeded()
  await expect.poll(() => streams.length).toBeGreaterThan(0)
})
