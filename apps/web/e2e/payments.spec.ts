import type { APIRequestContext, Page } from '@playwright/test'
import {
  paymentCapturedEvent,
  type ServerPayment,
  signWebhook,
} from '../../server/test/razorpay-server.ts'
import { RAZORPAY_CHECKOUT_URL } from '../app/features/bookings/razorpay-checkout.ts'
import { fillSignIn, registerCustomer } from './account-helpers.ts'
import {
  calendarDate,
  fetchTrip,
  fillEmergencyContact,
  inr,
  pageBearer,
} from './booking-helpers.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'
import { ownerToken } from './console-second-factor.ts'
import { E2E_RAZORPAY, type RazorpayE2eUrls } from './razorpay-e2e.ts'

// Pages decide after hydrating, and the journeys wait on a real server: allow a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 })

type ApiBooking = {
  _id: string
  amountPaid: number
  amountDue: number
  balanceDueDate: string | null
  metadata: { status: string }
  payments: { amount: number; status: string }[]
}

/** The browser's console line for a call the test refuses or cuts on purpose. */
const REFUSED_CALL = /status of 409 \(|net::ERR_FAILED/

/** Registers through the API, signs in on the page and completes the profile: ready to book. */
async function readyToBook(page: Page, request: APIRequestContext) {
  const customer = await registerCustomer(request)
  await page.goto('/login')
  await fillSignIn(page, customer.email)
  await expect(page).toHaveURL(/\/profile$/)
  const userId = await page.evaluate(() => localStorage.getItem('userId'))
  const profile = await request.put(`/api/customers/profile/${userId}`, {
    headers: await pageBearer(page),
    data: { firstName: 'Asha', lastName: 'Rawat', phone: '+91 98765 43210', address: 'Dehradun' },
  })
  expect(profile.status()).toBe(200)
  return customer
}

async function ownBookings(request: APIRequestContext, page: Page): Promise<ApiBooking[]> {
  const response = await request.get('/api/bookings', { headers: await pageBearer(page) })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: ApiBooking[] }).data
}

/** The 'Pay ₹X now' button's name (it goes on to say for which trip). */
const payNow = (amount: number) =>
  new RegExp(`^${`Pay ${inr(amount)} now`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/** A departure at least three weeks away with `seats` left: travellers may still be edited. */
function laterDeparture(trip: Awaited<ReturnType<typeof fetchTrip>>, seats: number) {
  const soonest = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10)
  const departure = trip.batchDates.find(
    (candidate) => candidate.startDate >= soonest && candidate.availability >= seats,
  )
  if (!departure) throw new Error(`no departure of ${trip.name} with ${seats} seats left`)
  return departure
}

test('offline: the booking awaits payment, shows how to pay, and is confirmed once the operator records the money', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(150_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const trip = await fetchTrip(request, 'char-dham-yatra')
  const departure = laterDeparture(trip, 2)
  await readyToBook(page, request)

  await page.goto(`/booking/${trip._id}?batch=${departure._id}`)
  const choices = page.getByRole('form', { name: `Book ${trip.name}` })
  await expect(choices.getByRole('radio', { checked: true }).first()).toHaveValue(departure._id)
  await choices.getByLabel('Number of seats').selectOption('2')
  await choices.getByRole('button', { name: 'Continue' }).click()

  // The travellers: one group per seat, the lead named after the booker, Char Dham's note.
  await expect(page).toHaveURL(/\/booking-confirmation$/)
  const form = page.getByRole('form', { name: 'Traveller details' })
  const travellers = form.getByRole('group', { name: 'Travellers' })
  await expect(travellers).toContainText(
    "Char Dham registration needs every traveller's name, age, gender and ID before departure",
  )
  const lead = travellers.getByRole('group', { name: 'Traveller 1 (lead)' })
  const second = travellers.getByRole('group', { name: 'Traveller 2' })
  await expect(lead.getByLabel('Name', { exact: true })).toHaveValue('Asha Rawat')
  await form.getByLabel('Full name').fill('Asha Devi Rawat')
  await expect(lead.getByLabel('Name', { exact: true })).toHaveValue('Asha Devi Rawat')
  await lead.getByLabel('Age').fill('34')
  await lead.getByLabel('Gender').selectOption('Female')
  await lead.getByLabel('ID type').selectOption('Aadhaar')
  await lead.getByLabel('ID number').fill('1234 5678 9012')
  await second.getByLabel('Name', { exact: true }).fill('Ravi Rawat')
  await second.getByLabel('Age').fill('0')
  await fillEmergencyContact(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(second.getByText('Age must be at least 1')).toBeVisible()
  await expect(second.getByLabel('Age')).toBeFocused()
  await second.getByLabel('Age').fill('36')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()

  // Made, not confirmed: nothing is paid yet, and the page says so.
  await expect(page).toHaveURL(/\/booking-success$/)
  const [booking] = await ownBookings(request, page)
  if (!booking) throw new Error('the booking was not made')
  expect(booking.metadata.status).toBe('pending')
  expect(booking.amountPaid).toBe(0)
  const due = booking.amountDue
  await expect(
    page.getByRole('status').filter({ hasText: `Booking received! Pay ${inr(due)} by ` }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Booking received' })).toBeVisible()
  const status = page.getByRole('region', { name: 'Payment status' })
  await expect(status).toContainText('Awaiting payment')
  await expect(status).toContainText(`Paid${inr(0)}`)
  await expect(status).toContainText(`Due${inr(due)} now`)
  await expect(status).toContainText('Seats held until ')
  await expect(status).toContainText(
    "1 traveller's details missing: needed for Char Dham registration",
  )
  await expect(page.getByRole('region', { name: "What's Next" })).toContainText(
    `Pay the advance of ${inr(due)} by `,
  )
  await expectAccessible(page)

  // Paying without the gateway: the operator's account and the booking id to quote.
  const pay = status.getByRole('button', { name: payNow(due) })
  await pay.click()
  const instructions = page.getByRole('dialog', { name: `Pay ${inr(due)} by UPI or bank transfer` })
  await expect(instructions).toBeVisible()
  await expect(instructions).toContainText(`Quote your booking reference ${booking._id}`)
  for (const term of ['UPI ID', 'Bank account', 'IFSC', 'Account name']) {
    await expect(instructions.getByRole('button', { name: `Copy ${term}` })).toBeVisible()
  }
  await expect(instructions).toContainText(`Booking reference${booking._id}`)
  await expectAccessible(page)
  await instructions.getByRole('button', { name: 'Copy Booking reference' }).click()
  await expect(instructions.getByRole('status')).toHaveText('Booking reference copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(booking._id)
  await page.keyboard.press('Escape')
  await expect(instructions).toBeHidden()
  await expect(pay).toBeFocused()

  // The operator records the transfer in the console; the page hears of it and shows it.
  const staff = { token: await ownerToken(request) }
  const recorded = await request.post(`/api/console/bookings/${booking._id}/payments`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: {
      amount: due,
      method: 'upi',
      reference: `UTR${booking._id.slice(-8)}`,
      receivedAt: new Date().toISOString(),
    },
  })
  expect(recorded.ok(), await recorded.text()).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
  await expect(status).toContainText('Confirmed')
  await expect(status).toContainText(`Paid${inr(due)}`)

  // My Bookings says the same, and takes the missing traveller's details.
  await page.getByRole('link', { name: 'View My Bookings' }).click()
  await expect(page).toHaveURL(/\/bookings$/)
  const card = page.getByRole('article', { name: trip.name })
  await expect(card).toContainText('Confirmed')
  await expect(card).toContainText(`Paid${inr(due)}`)
  const [paid] = await ownBookings(request, page)
  if (paid?.balanceDueDate) {
    await expect(card).toContainText(
      `${inr(paid.amountDue)} balance due by ${calendarDate(paid.balanceDueDate)}`,
    )
  }
  await card.getByRole('button', { name: /^Add traveller details \(1 missing\)/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Traveller details' })
  await expect(dialog).toBeVisible()
  const again = dialog.getByRole('group', { name: 'Traveller 2' })
  await expect(again.getByLabel('Name', { exact: true })).toHaveValue('Ravi Rawat')
  await again.getByLabel('Gender').selectOption('Male')
  await again.getByLabel('ID type').selectOption('Passport')
  await again.getByLabel('ID number').fill('Z1234567')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Save traveller details' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Traveller details saved' }),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(card).not.toContainText('details missing')
  await expect(card.getByRole('button', { name: /^Edit travellers/ })).toBeVisible()

  // Cancelled after paying: the policy's share of what was paid, pending until it goes back.
  const quoted = await request.get(`/api/bookings/${booking._id}/refund-quote`, {
    headers: await pageBearer(page),
  })
  const { data: quote } = (await quoted.json()) as {
    data: { amountPaid: number; refundPercent: number; refundAmount: number }
  }
  expect(quote.amountPaid).toBe(due)
  await card.getByRole('button', { name: /^Cancel booking/ }).click()
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await expect(cancel).toContainText(`Amount paid${inr(due)}`)
  await expect(cancel).toContainText(`Refund${quote.refundPercent}%`)
  await expect(cancel).toContainText(`Refund amount${inr(quote.refundAmount)}`)
  await expect(cancel).not.toContainText('Nothing has been paid')
  await cancel.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(cancel).toBeHidden()
  await expect(card).toContainText('Cancelled by you')
  // Three weeks or more before departure the standard policy refunds at least half.
  expect(quote.refundAmount).toBeGreaterThan(0)
  await expect(
    page.getByRole('status').filter({
      hasText: `Booking cancelled. ${inr(quote.refundAmount)} will be refunded to your original payment method`,
    }),
  ).toBeVisible()
  await expect(card).toContainText(`Refund${inr(quote.refundAmount)}: pending`)
  await expect(card.getByRole('button', { name: /^Pay / })).toHaveCount(0)
})

test('a third booking awaiting payment is refused with the server’s message and a way to pay the others', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_CALL)
  const trip = await fetchTrip(request, 'brahmatal-trek')
  const departure = laterDeparture(trip, 3)
  await readyToBook(page, request)
  const headers = await pageBearer(page)
  for (let made = 0; made < 2; made++) {
    const response = await request.post('/api/bookings', {
      headers,
      data: {
        packageId: trip._id,
        batchId: departure._id,
        numberOfSeats: 1,
        paymentType: 'full',
        customerDetails: {
          fullName: 'Asha Rawat',
          email: 'asha@example.com',
          phone: '+91 98765 43210',
          address: 'Dehradun',
          emergencyContact: '+91 98111 00000',
          emergencyName: 'Ravi Rawat',
        },
      },
    })
    expect(response.status()).toBe(201)
  }

  await page.goto(`/booking/${trip._id}?batch=${departure._id}`)
  await page
    .getByRole('form', { name: `Book ${trip.name}` })
    .getByRole('button', { name: 'Continue' })
    .click()
  await expect(page).toHaveURL(/\/booking-confirmation$/)
  await expect(page.getByRole('group', { name: 'Travellers' })).toContainText(
    'Optional now: you can also add or change them later from My Bookings',
  )
  await fillEmergencyContact(page)
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  const refused = page.getByRole('alert').filter({
    hasText:
      'You already have 2 bookings awaiting payment. Pay for or cancel one of them before booking again.',
  })
  await expect(refused).toBeVisible()
  await expect(page).toHaveURL(/\/booking-confirmation$/)
  await expectAccessible(page)
  await refused.getByRole('link', { name: 'Go to My Bookings' }).click()
  await expect(page).toHaveURL(/\/bookings$/)
  await expect(page.getByRole('article', { name: trip.name })).toHaveCount(2)
})

/** The site with the Razorpay gateway on (playwright.config.ts), paying through a local Razorpay. */
function razorpayUrls(): RazorpayE2eUrls {
  const urls = test.info().config.metadata.razorpay as RazorpayE2eUrls | undefined
  if (!urls) throw new Error('playwright.config.ts sets no metadata.razorpay')
  return urls
}

const gatewayTest = test.extend({
  baseURL: async ({ baseURL: _withoutGateway }, provide) => provide(razorpayUrls().appUrl),
})

const basicAuth = {
  authorization: `Basic ${Buffer.from(`${E2E_RAZORPAY.keyId}:${E2E_RAZORPAY.keySecret}`).toString('base64')}`,
}

/**
 * Razorpay Checkout as a stub: records the options it was opened with and exposes them (and the
 * handler) on `window.__checkout`, so the test can play the traveller paying.
 */
const CHECKOUT_STUB = `
window.Razorpay = function Razorpay(options) {
  window.__checkout = { options: options, opened: false }
  this.open = function () { window.__checkout.opened = true }
  this.on = function () {}
}`

type CheckoutOptions = {
  key: string
  order_id: string
  amount: number
  currency: string
  name: string
  description: string
  prefill: { name: string; email: string; contact: string }
}

gatewayTest(
  'Razorpay: Checkout opens on the server’s order for the amount due, and the captured payment confirms the booking',
  async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(REFUSED_CALL)
    test.setTimeout(120_000)
    const { apiUrl } = razorpayUrls()
    const trip = await fetchTrip(request, 'kedarkantha-trek')
    const departure = laterDeparture(trip, 1)
    const customer = await readyToBook(page, request)
    const made = await request.post('/api/bookings', {
      headers: await pageBearer(page),
      data: {
        packageId: trip._id,
        batchId: departure._id,
        numberOfSeats: 1,
        paymentType: 'advance',
        customerDetails: {
          fullName: 'Asha Rawat',
          email: customer.email,
          phone: '+91 98765 43210',
          address: 'Dehradun',
          emergencyContact: '+91 98111 00000',
          emergencyName: 'Ravi Rawat',
        },
      },
    })
    expect(made.status()).toBe(201)
    const { data: booking } = (await made.json()) as { data: ApiBooking }
    expect(booking.metadata.status).toBe('pending')

    await page.goto('/bookings')
    const card = page.getByRole('article', { name: trip.name })
    await expect(card).toContainText('Awaiting payment')
    await expect(card).toContainText(`Paid${inr(0)}`)
    await expect(card).toContainText('Seats held until ')
    const pay = card.getByRole('button', { name: payNow(booking.amountDue) })

    // Checkout cannot load: the traveller is told, and nothing is paid.
    await page.route(RAZORPAY_CHECKOUT_URL, (route) => route.abort())
    await pay.click()
    await expect(card.getByRole('alert')).toHaveText(
      'We could not open the payment window: Razorpay Checkout did not load. Check your connection and try again.',
    )
    await expect(card).toContainText('Awaiting payment')

    // Checkout loads (the page's CSP lets it in) and opens on the server's order.
    await page.unroute(RAZORPAY_CHECKOUT_URL)
    await page.route(RAZORPAY_CHECKOUT_URL, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: CHECKOUT_STUB }),
    )
    await pay.click()
    await expect
      .poll(() =>
        page.evaluate(() => (window as { __checkout?: { opened: boolean } }).__checkout?.opened),
      )
      .toBe(true)
    await expect(card.getByRole('alert')).toHaveCount(0)
    const options = await page.evaluate(() => {
      const {
        handler: _handler,
        modal: _modal,
        ...rest
      } = (
        window as unknown as {
          __checkout: { options: CheckoutOptions & { handler: unknown; modal: unknown } }
        }
      ).__checkout.options
      return rest
    })
    expect(options).toMatchObject({
      key: E2E_RAZORPAY.keyId,
      amount: Math.round(booking.amountDue * 100),
      currency: 'INR',
      name: 'Trippy Himalaya',
      description: trip.name,
      prefill: { name: 'Asha Rawat', email: customer.email, contact: '+91 98765 43210' },
    })
    expect(Number.isInteger(options.amount)).toBe(true)
    const order = await request.get(`${apiUrl}/v1/orders/${options.order_id}`, {
      headers: basicAuth,
    })
    expect(order.status()).toBe(200)
    expect(await order.json()).toMatchObject({
      id: options.order_id,
      amount: options.amount,
      status: 'created',
    })

    // The traveller pays in Checkout; Razorpay's webhook reaches the site, and the page hears.
    const paid = await request.post(`${apiUrl}/__test__/orders/${options.order_id}/pay`, {
      headers: basicAuth,
    })
    expect(paid.status()).toBe(200)
    const checkout = (await paid.json()) as {
      paymentId: string
      signature: string
      payment: ServerPayment
    }
    const event = JSON.stringify(paymentCapturedEvent(checkout.payment))
    const webhook = await request.post('/api/payments/razorpay/webhook', {
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(event, E2E_RAZORPAY.webhookSecret),
        'x-razorpay-event-id': `evt_${checkout.paymentId}`,
      },
      data: event,
    })
    expect(webhook.status()).toBe(200)
    await expect(card).toContainText('Confirmed')
    await expect(card).toContainText(`Paid${inr(booking.amountDue)}`)

    // Checkout then hands the page its signature: the server checks it, and counts nothing twice.
    await page.evaluate(
      (response) =>
        (
          window as unknown as {
            __checkout: { options: { handler: (response: object) => void } }
          }
        ).__checkout.options.handler(response),
      {
        razorpay_order_id: options.order_id,
        razorpay_payment_id: checkout.paymentId,
        razorpay_signature: checkout.signature,
      },
    )
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Booking confirmed! We will contact you shortly.' }),
    ).toBeVisible()
    const [after] = await ownBookings(request, page)
    expect(after?.metadata.status).toBe('confirmed')
    expect(after?.amountPaid).toBe(booking.amountDue)
    expect(after?.payments.filter((payment) => payment.status === 'captured')).toHaveLength(1)
    await expect(card).toContainText(`Paid${inr(booking.amountDue)}`)
    await expectAccessible(page)
  },
)
