import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import { advanceOffered } from '@trippy/contracts/pricing'
import { fillSignIn, registerCustomer, signedInCustomer } from './account-helpers.ts'
import {
  calendarDate,
  fetchTrip,
  fillEmergencyContact,
  inr,
  pageBearer,
} from './booking-helpers.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'
import { ownerToken } from './console-second-factor.ts'

// Pages decide after hydrating, and the journey waits on a real server: allow a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 })

/** The browser's console line for the refused profile save or booking a test provokes. */
const REFUSED_CALL = /status of (400|401|409) \(/

test('books a trip from its page: login, profile, dialog, confirmation, success, My Bookings and cancellation', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_CALL)
  // A long journey with an axe check per step, on a real server.
  test.setTimeout(180_000)
  const trip = await fetchTrip(request, 'roopkund-trek')
  // The first departure far enough away to take an advance (a nearer one is paid in full).
  const index = trip.batchDates.findIndex((candidate) => advanceOffered(candidate.startDate))
  const departure = trip.batchDates[index]
  const addon = trip.additionalServices.find((item) => item.name === 'Offloading backpack')
  if (!departure || !addon) throw new Error('the demo trip has no departure or add-on')
  // Registered with a phone but no address: the profile is incomplete.
  const customer = await registerCustomer(request)

  // Signed out, Book Now asks for a login and comes back to the trip.
  await page.goto('/packages/roopkund-trek')
  await page.getByRole('button', { name: 'Book Now' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  await fillSignIn(page, customer.email)
  await expect(page).toHaveURL(new RegExp(`/package/${trip._id}$`))

  // The profile is completed first, then the booking dialog opens by itself.
  const profile = page.getByRole('dialog', { name: 'Complete your profile' })
  await expect(profile).toBeVisible()
  await profile.getByLabel('Address').fill('12 Mall Road, Mussoorie, Uttarakhand')
  await profile.getByRole('button', { name: 'Save profile' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Profile updated successfully' }),
  ).toBeVisible()
  const dialog = page.getByRole('dialog', { name: `Book ${trip.name}` })
  await expect(dialog).toBeVisible()
  await expect(profile).toBeHidden()

  // Choices with a live price summary: 2 seats, an add-on per traveller, the 25 % advance.
  const departures = dialog.getByRole('group', { name: 'Departure' }).getByRole('radio')
  await expect(departures).toHaveCount(trip.batchDates.length)
  await departures.nth(index).check()
  await dialog.getByLabel('Number of seats').selectOption('2')
  await dialog.getByRole('checkbox', { name: new RegExp(addon.name) }).check()
  await expect(dialog.getByRole('radio', { name: /Advance \(25% now\)/ })).toBeChecked()
  const subtotal = 2 * (trip.offerPrice + addon.price)
  const total = subtotal + Math.round(subtotal * 5) / 100
  const advance = Math.round(total * 25) / 100
  const summary = dialog.getByRole('region', { name: 'Price summary' })
  await expect(summary).toContainText(`Total${inr(total)}`)
  await expect(summary).toContainText(`Advance (25%)${inr(advance)}`)
  await expect(summary).toContainText(inr(total - advance))
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Book Now' }).first().click()
  await expect(dialog).toBeVisible()
  await departures.nth(index).check()
  await dialog.getByLabel('Number of seats').selectOption('2')
  await dialog.getByRole('checkbox', { name: new RegExp(addon.name) }).check()
  await dialog.getByRole('button', { name: 'Continue' }).click()

  // Confirmation: the summary, payment details in rupees and the traveller form.
  await expect(page).toHaveURL(/\/booking-confirmation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your booking' })).toBeVisible()
  const booked = page.getByRole('region', { name: 'Booking summary' })
  await expect(booked).toContainText(trip.name)
  await expect(booked).toContainText(
    `${calendarDate(departure.startDate)} – ${calendarDate(departure.endDate)}`,
  )
  await expect(booked).toContainText('Advance (25% now)')
  const payment = page.getByRole('region', { name: 'Payment details' })
  await expect(payment).toContainText(`GST (5%)${inr(total - subtotal)}`)
  await expect(payment).toContainText(`Total${inr(total)}`)
  await expect(payment).toContainText(`Advance (25%)${inr(advance)}`)
  await expect(payment).toContainText('Remaining amount, due by')
  const traveller = page.getByRole('form', { name: 'Traveller details' })
  await expect(traveller.getByLabel('Full name')).toHaveValue('Asha Rawat')
  await expect(traveller.getByLabel('Email')).toHaveValue(customer.email)
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByText('Emergency contact phone is required')).toBeVisible()
  await expect(traveller.getByLabel('Emergency contact phone')).toBeFocused()
  await fillEmergencyContact(page)
  // Hold the answer a moment to see the busy state, and press twice as an impatient traveller.
  await page.route('**/api/bookings', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.getByRole('button', { name: 'Confirm Booking' }).dblclick()
  await expect(page.getByRole('button', { name: 'Confirming Booking...' })).toBeDisabled()

  // Made, not yet paid: toast, the browser's userBookings copy, then /booking-success.
  await expect(
    page.getByRole('status').filter({ hasText: `Booking received! Pay ${inr(advance)} by ` }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/booking-success$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Booking received' })).toBeVisible()
  const paymentStatus = page.getByRole('region', { name: 'Payment status' })
  await expect(paymentStatus).toContainText('Awaiting payment')
  await expect(paymentStatus).toContainText(`Paid${inr(0)}`)
  await expect(page.getByRole('region', { name: 'Your trip' })).toContainText(trip.name)
  await expect(page.getByRole('region', { name: 'Payment details' })).toContainText(
    `Total${inr(total)}`,
  )
  const next = page.getByRole('region', { name: "What's Next" })
  await expect(next).toContainText('within 24 hours')
  await expect(next).toContainText(`Pay the remaining ${inr(total - advance)} by`)
  await expect(next).toContainText('Cancel from My Bookings')
  await expectAccessible(page)
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('userBookings') ?? '[]') as unknown[],
  )
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    packageDetails: { packageId: trip._id, packageName: trip.name },
    batchDetails: { batchId: departure._id, startDate: departure.startDate },
    bookingInfo: { numberOfSeats: 2, paymentType: 'advance', total, payableAmount: advance },
    addons: [{ id: addon._id, name: addon.name, price: addon.price }],
    customerDetails: {
      fullName: 'Asha Rawat',
      emergencyName: 'Ravi Rawat',
      specialRequirements: '',
    },
    metadata: { status: 'pending', source: 'website' },
  })

  // My Bookings: the server's list, with what was paid (nothing yet) and what is due.
  await page.getByRole('link', { name: 'View My Bookings' }).click()
  await expect(page).toHaveURL(/\/bookings$/)
  const card = page.getByRole('article', { name: trip.name })
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Awaiting payment')
  await expect(card).toContainText(`Paid${inr(0)}`)
  await expect(card).toContainText(`Due${inr(advance)} now, then ${inr(total - advance)} by`)
  await expect(card).toContainText('Seats held until ')
  await expect(card).toContainText("2 travellers' details missing")
  await card.getByRole('button', { name: /Show details/ }).click()
  await expect(card).toContainText('Ravi Rawat, +91 98111 00000')
  await expectAccessible(page)

  // Cancelling shows the server's refund first (nothing, as nothing was paid), then cancels.
  const headers = await pageBearer(page)
  const bookings = (await (await request.get('/api/bookings', { headers })).json()) as {
    data: { _id: string }[]
  }
  expect(bookings.data).toHaveLength(1) // the double press booked once
  const quote = (await (
    await request.get(`/api/bookings/${bookings.data[0]?._id}/refund-quote`, { headers })
  ).json()) as {
    data: { amountPaid: number; refundAmount: number; daysBeforeDeparture: number }
  }
  expect(quote.data).toMatchObject({ amountPaid: 0, refundAmount: 0 })
  await card.getByRole('button', { name: /Cancel booking/ }).click()
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await expect(cancel).toContainText(`Amount paid${inr(0)}`)
  await expect(cancel).toContainText('Nothing has been paid, so there is nothing to refund.')
  await expect(cancel).not.toContainText('Refund amount')
  await expectAccessible(page)
  await cancel.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(
    page.getByRole('status').filter({
      hasText: 'Booking cancelled. Nothing has been paid, so there is nothing to refund.',
    }),
  ).toBeVisible()
  await expect(cancel).toBeHidden()
  await expect(card).toContainText('Cancelled')
  await expect(card).toContainText('Cancelled by you')
  await expect(card).toContainText('RefundNone: nothing was paid')
  await expect(card.getByRole('button', { name: /Cancel booking/ })).toHaveCount(0)
})

test('a departure less than 15 days away offers full payment only and says why', async ({
  page,
  request,
}) => {
  const owner = { authorization: `Bearer ${await ownerToken(request)}` }
  const trip = await fetchTrip(request, 'dzongri-trek')
  // A departure 10 to 14 days away, on a day the trip has none (each run of this test adds one).
  const today = indiaCalendarDate()
  let near: { _id: string; startDate: string } | undefined
  for (const days of [10, 11, 12, 13, 14]) {
    const startDate = addDays(today, days)
    if (trip.batchDates.some((candidate) => candidate.startDate === startDate)) continue
    const added = await request.post(`/api/console/packages/${trip._id}/departures`, {
      headers: owner,
      data: { startDate, endDate: addDays(startDate, 2), seats: 5 },
    })
    if (added.status() !== 201) continue
    near = { ...((await added.json()) as { data: { _id: string } }).data, startDate }
    break
  }
  if (!near) throw new Error('no free day for a near departure')
  const later = trip.batchDates.find((candidate) => advanceOffered(candidate.startDate))
  if (!later) throw new Error('the demo trip has no departure 15 days away or more')

  const customer = await signedInCustomer(page, request)
  const profile = await request.put(
    `/api/customers/profile/${await page.evaluate(() => localStorage.getItem('userId'))}`,
    {
      headers: await pageBearer(page),
      data: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        phone: customer.phone,
        address: 'Gangtok',
      },
    },
  )
  expect(profile.status()).toBe(200)

  await page.goto(`/booking/${trip._id}?batch=${near._id}`)
  const choices = page.getByRole('form', { name: `Book ${trip.name}` })
  const payment = choices.getByRole('group', { name: 'Payment' })
  await expect(payment.getByRole('radio', { name: 'Full payment' })).toBeChecked()
  await expect(payment.getByRole('radio', { name: /Advance/ })).toHaveCount(0)
  await expect(payment).toContainText(
    'Departures less than 15 days away are paid in full when you book.',
  )
  await expect(payment.getByRole('radio', { name: 'Full payment' })).toHaveAccessibleDescription(
    'Departures less than 15 days away are paid in full when you book.',
  )
  const summary = choices.getByRole('region', { name: 'Price summary' })
  await expect(summary).not.toContainText('Advance (25%)')
  await expectAccessible(page)

  // A later departure offers the advance again, chosen as before.
  await choices
    .getByRole('group', { name: 'Departure' })
    .getByRole('radio', { name: new RegExp(`^${calendarDate(later.startDate)} –`) })
    .check()
  await expect(payment.getByRole('radio', { name: /Advance \(25% now\)/ })).toBeChecked()
  await expect(payment).not.toContainText('paid in full when you book')
  await expect(summary).toContainText('Advance (25%)')
})
