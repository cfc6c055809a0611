import type { APIRequestContext } from '@playwright/test'
import { signedInCustomer } from './account-helpers.ts'
import {
  completeProfile,
  calendarDate,
  fetchTrip,
  fillEmergencyContact,
  otherTraveller,
  type Trip,
} from './booking-helpers.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'

// Pages decide after hydrating, and the journey waits on a real server: allow a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 })

const SLUG = 'valley-of-flowers-trek'

async function bookSeats(
  request: APIRequestContext,
  headers: Record<string, string>,
  trip: Trip,
  departureId: string,
  seats: number,
): Promise<string> {
  const response = await request.post('/api/bookings', {
    headers,
    data: {
      packageId: trip._id,
      batchId: departureId,
      numberOfSeats: seats,
      paymentType: 'full',
      customerDetails: {
        fullName: 'Meera Joshi',
        email: 'meera@example.com',
        phone: '+91 98111 22233',
        address: 'Pune',
        emergencyContact: '+91 98111 00000',
        emergencyName: 'Ravi Joshi',
      },
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { data: { _id: string } }).data._id
}

test('a traveller joins the waitlist of a full departure, sees the freed seat offered live and books it', async ({
  page,
  request,
}) => {
  // Two travellers, a booking and a live offer on a real server: minutes on a busy machine.
  test.setTimeout(300_000)
  const trip = await fetchTrip(request, SLUG)
  const departure = trip.batchDates[0]
  if (!departure) throw new Error('the demo trip has no departures')
  const when = calendarDate(departure.startDate)

  // Someone else takes every seat: all but one in one booking, the last in another.
  const rival = await otherTraveller(request)
  await bookSeats(request, rival.headers, trip, departure._id, departure.availability - 1)
  const lastSeat = await bookSeats(request, rival.headers, trip, departure._id, 1)

  await signedInCustomer(page, request)
  await completeProfile(page)
  await page.goto(`/packages/${SLUG}`)
  const join = page.getByRole('form', { name: `Join the waitlist for ${when}` })
  await join.getByLabel('Travellers').selectOption('1')
  await join.getByRole('button', { name: 'Join the waitlist' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `You are on the waitlist for ${when}` }),
  ).toContainText('number 1 in line')
  await expectAccessible(page)

  await page.goto('/bookings')
  const entry = page.getByRole('article', { name: `Waitlist: ${trip.name}, ${when}` })
  await expect(entry).toContainText('Waiting: number 1 in line')
  await expectAccessible(page)

  // The rival cancels their one seat: it is held for this traveller, who hears of it live.
  const cancelled = await request.post(`/api/bookings/${lastSeat}/cancel`, {
    headers: rival.headers,
  })
  expect(cancelled.status()).toBe(200)
  await expect(
    page.getByRole('status').filter({ hasText: `1 seat on ${trip.name}` }),
  ).toContainText('held for you')
  await expect(entry).toContainText('Seats held for you until')
  const publicSeats = (await fetchTrip(request, SLUG)).batchDates[0]?.availability
  expect(publicSeats).toBe(0)

  await entry.getByRole('link', { name: 'Book your held seats' }).click()
  await expect(page).toHaveURL(new RegExp(`/booking/${SLUG}\\?batch=${departure._id}$`))
  const choices = page.getByRole('form', { name: `Book ${trip.name}` })
  const held = choices.getByRole('radio', { checked: true }).first()
  await expect(held).toHaveValue(departure._id)
  await choices.getByRole('radio', { name: 'Full payment' }).check()
  await choices.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/booking-confirmation$/)
  await fillEmergencyContact(page)
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page).toHaveURL(/\/booking-success$/)

  await page.goto('/bookings')
  await expect(
    page.getByRole('article', { name: `Waitlist: ${trip.name}, ${when}` }),
  ).toContainText('Booked')
})
