import type { APIRequestContext, Page } from '@playwright/test'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { formatInr } from '@trippy/contracts/money'
import { PASSWORD, registerCustomer } from './account-helpers.ts'
import { ownerToken } from './console-second-factor.ts'
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

/** Fills the signed-in customer's profile (name, phone, address), as a booking's form asks. */
export async function completeProfile(page: Page) {
  const headers = await pageBearer(page)
  const userId = await page.evaluate(() => localStorage.getItem('userId'))
  const response = await page.request.put(`/api/customers/profile/${userId}`, {
    headers,
    data: { firstName: 'Asha', lastName: 'Rawat', phone: '+91 98765 43210', address: 'Dehradun' },
  })
  expect(response.status()).toBe(200)
}

/**
 * `seats` seats on Kedarkantha three weeks or more away, booked by whoever is signed in on the page
 * and paid in full (the desk records it).
 */
export async function confirmedBooking(page: Page, request: APIRequestContext, seats = 1) {
  const headers = await pageBearer(page)
  const trip = await fetchTrip(request, 'kedarkantha-trek')
  const soonest = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10)
  const departure = trip.batchDates.find(
    (candidate) => candidate.startDate >= soonest && candidate.availability >= seats,
  )
  if (!departure) throw new Error(`no departure of Kedarkantha with ${seats} seats left`)
  const booked = await request.post('/api/bookings', {
    headers,
    data: {
      packageId: trip._id,
      batchId: departure._id,
      numberOfSeats: seats,
      paymentType: 'full',
      customerDetails: {
        fullName: 'Asha Rawat',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        address: 'Dehradun',
        emergencyContact: '+91 91234 56789',
        emergencyName: 'Vikram Rawat',
      },
    },
  })
  expect(booked.status()).toBe(201)
  const booking = ((await booked.json()) as { data: { _id: string; amountDue: number } }).data
  const paid = await request.post(`/api/console/bookings/${booking._id}/payments`, {
    headers: { authorization: `Bearer ${await ownerToken(request)}` },
    data: { amount: booking.amountDue, method: 'upi', receivedAt: new Date().toISOString() },
  })
  expect(paid.status()).toBe(201)
  return { ...booking, trip }
}
