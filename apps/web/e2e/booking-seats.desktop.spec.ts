import { signedInCustomer } from './account-helpers.ts'
import {
  bookAsSomeoneElse,
  completeProfile,
  fetchTrip,
  fillEmergencyContact,
  otherTraveller,
} from './booking-helpers.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'

// Pages decide after hydrating, and the journey waits on a real server: allow a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 })

/** The browser's console line for the booking refused on purpose. */
const REFUSED_CALL = /status of 409 \(/

test('seats taken meanwhile: the page says how many are left and the departures come back fresh', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_CALL)
  test.slow()
  const trip = await fetchTrip(request, 'har-ki-dun-trek')
  const departure = trip.batchDates[1]
  if (!departure) throw new Error('the demo trip has too few departures')
  await signedInCustomer(page, request)
  await completeProfile(page)

  // /booking/{id}?batch= starts on that departure, signed in and with a complete profile.
  await page.goto(`/booking/${trip._id}?batch=${departure._id}`)
  await expect(page.getByRole('heading', { level: 2, name: trip.name })).toBeVisible()
  const choices = page.getByRole('form', { name: `Book ${trip.name}` })
  await expect(choices.getByRole('radio', { checked: true }).first()).toHaveValue(departure._id)
  await choices.getByLabel('Number of seats').selectOption('2')
  await choices.getByRole('radio', { name: 'Full payment' }).check()
  await expectAccessible(page)
  await choices.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/booking-confirmation$/)
  await fillEmergencyContact(page)

  // Someone else takes all but one seat before this traveller confirms.
  const rival = await otherTraveller(request)
  const seatsNow = (await fetchTrip(request, 'har-ki-dun-trek')).batchDates[1]?.availability ?? 0
  await bookAsSomeoneElse(request, rival.headers, trip, departure._id, seatsNow - 1)

  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Only 1 seats left on this departure' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/booking-confirmation$/)

  // The last seat goes too; choosing again shows the departure sold out and disabled.
  await bookAsSomeoneElse(request, rival.headers, trip, departure._id, 1)
  await page.getByRole('link', { name: 'Choose again' }).click()
  await expect(page).toHaveURL(new RegExp(`/package/${trip._id}$`))
  const dialog = page.getByRole('dialog', { name: `Book ${trip.name}` })
  await expect(dialog).toBeVisible()
  const soldOut = dialog.getByRole('group', { name: 'Departure' }).locator('label').nth(1)
  await expect(soldOut).toContainText('Sold out')
  await expect(soldOut.getByRole('radio')).toBeDisabled()
  await expect(dialog.getByRole('radio', { checked: true }).first()).not.toHaveValue(departure._id)
})
