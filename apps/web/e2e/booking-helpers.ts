import type { APIRequestContext, Page } from '@playwright/test'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { formatInr } from '@trippy/contracts/money'
import { PASSWORD, registerCustomer } from './account-helpers.ts'
import { expect } from './fixtures.ts'

export type TripDeparture = {
  _id: string
  startDate: string
  endDate: string
  availability: number
}
export type Trip = {
  _id: string
  name: string
  offerPrice: number
  batchDates: TripDeparture[]
  additionalServices: { _id: string; name: string; price: number }[]
}

/** Rupees as the booking pages show them, as a bill does: '₹1,25,000', '₹449.90'. */
export const inr = formatInr

/** '2026-12-05' as the pages write it: '5 Dec 2026'. */
export const calendarDate = formatCalendarDate

export async function fetchTrip(request: APIRequestContext, slug: string): Promise<Trip> {
  const response = await request.get(`/api/packages/${slug}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: Trip }).data
}

/** Another traveller, registered and signed in through the API, with their bearer header. */
export async function otherTraveller(request: APIRequestContext) {
  const customer = await registerCustomer(request, { firstName: 'Meera', lastName: 'Joshi' })
  const login = await request.post('/api/customers/login', {
    data: { email: customer.email, password: PASSWORD },
  })
  expect(login.status()).toBe(200)
  const { data } = (await login.json()) as { data: { token: string } }
  return { ...customer, headers: { authorization: `Bearer ${data.token}` } }
}

/** Books seats through the API as someone else, as a rival traveller would from another browser. */
export async function bookAsSomeoneElse(
  request: APIRequestContext,
  headers: Record<string, string>,
  trip: Trip,
  departureId: string,
  seats: number,
) {
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
}

/** The bearer header of whoever is signed in on the page. */
export async function pageBearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  if (!token) throw new Error('not signed in')
  return { authorization: `Bearer ${token}` }
}

/** Fills the traveller form of /booking-confirmation beyond what is prefilled. */
export async function fillEmergencyContact(page: Page) {
  await page.getByLabel('Emergency contact phone').fill('+91 98111 00000')
  await page.getByLabel('Emergency contact name').fill('Ravi Rawat')
}
