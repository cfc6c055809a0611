import type { Booking, CreditSummary } from '@trippy/contracts'
import { advanceOffered } from '@trippy/contracts/pricing'
import { PASSWORD, signedInCustomer, uniqueEmail } from './account-helpers.ts'
import { fetchTrip, fillEmergencyContact, inr, pageBearer } from './booking-helpers.ts'
import { consoleSignIn } from './console-helpers.ts'
import { ownerToken } from './console-second-factor.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'

// Pages decide after hydrating, and the journey waits on a real server: allow a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 })

test('a paid booking cancelled for trek credit pays for the next booking, confirmed with no payment', async ({
  page,
  request,
}) => {
  // A long journey with three axe checks, on a real server shared by a busy machine.
  test.setTimeout(240_000)
  const trip = await fetchTrip(request, 'kedarkantha-trek')
  const departure = trip.batchDates.find(
    (candidate) => advanceOffered(candidate.startDate) && candidate.availability >= 2,
  )
  if (!departure) throw new Error('the demo trip has no departure with seats 15 days away')

  // A customer with a complete profile and one booking, paid in full (recorded by the operator).
  const customer = await signedInCustomer(page, request)
  const headers = await pageBearer(page)
  const userId = await page.evaluate(() => localStorage.getItem('userId'))
  const profile = await request.put(`/api/customers/profile/${userId}`, {
    headers,
    data: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      address: '12 Mall Road, Mussoorie, Uttarakhand',
    },
  })
  expect(profile.status()).toBe(200)
  const made = await request.post('/api/bookings', {
    headers,
    data: {
      packageId: trip._id,
      batchId: departure._id,
      numberOfSeats: 1,
      paymentType: 'full',
      customerDetails: {
        fullName: 'Asha Rawat',
        email: customer.email,
        phone: customer.phone,
        address: '12 Mall Road, Mussoorie, Uttarakhand',
        emergencyContact: '+91 98111 00000',
        emergencyName: 'Ravi Rawat',
      },
    },
  })
  expect(made.status()).toBe(201)
  const first = ((await made.json()) as { data: Booking }).data
  const recorded = await request.post(`/api/console/bookings/${first._id}/payments`, {
    headers: { authorization: `Bearer ${await ownerToken(request)}` },
    data: {
      amount: first.amountDue,
      method: 'upi',
      reference: `UTR${first._id.slice(-8)}`,
      receivedAt: new Date().toISOString(),
    },
  })
  expect(recorded.ok(), await recorded.text()).toBe(true)
  const paid = first.bookingInfo.total

  // Cancelling: the refund and the credit side by side; the traveller takes the credit.
  await page.goto('/bookings')
  const card = page.getByRole('article', { name: trip.name })
  await expect(card).toContainText('Confirmed')
  await card.getByRole('button', { name: /^Cancel booking/ }).click()
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' })
  const choices = cancel.getByRole('group', { name: 'How would you like it back?' })
  await expect(choices.getByRole('radio', { name: /^Refund:/ })).toBeChecked()
  await expect(choices.getByRole('radio', { name: `Trek credit: ${inr(paid)}` })).toBeVisible()
  await expectAccessible(page)
  await choices.getByRole('radio', { name: /^Trek credit:/ }).check()
  await cancel.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Booking cancelled. ${inr(paid)} of trek credit is in your account.` }),
  ).toBeVisible()
  await expect(card).toContainText('Cancelled')
  const balance = page.getByRole('region', { name: /^Trek credit:/ })
  await expect(balance).toContainText(`Trek credit: ${inr(paid)}`)
  await expect(balance).toContainText(`${inr(paid)} of it expires on`)
  await expectAccessible(page)

  // The same trip again, paid with the credit: confirmed at once, nothing left to pay.
  await page.goto(`/booking/${trip._id}?batch=${departure._id}`)
  const form = page.getByRole('form', { name: `Book ${trip.name}` })
  await form.getByRole('radio', { name: 'Full payment' }).check()
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/booking-confirmation$/)
  const useCredit = page.getByRole('checkbox', { name: `Use my trek credit (${inr(paid)})` })
  await useCredit.check()
  await expect(page.getByRole('region', { name: 'Payment details' })).toContainText(
    'your booking is confirmed at once',
  )
  await expectAccessible(page)
  await fillEmergencyContact(page)
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Booking confirmed! We will contact you shortly.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/booking-success$/)

  const credit = await request.get('/api/credit', { headers })
  const { data } = (await credit.json()) as { data: CreditSummary }
  expect(data.balance).toBe(0)
  const bookings = await request.get('/api/bookings', { headers })
  const second = ((await bookings.json()) as { data: Booking[] }).data.find(
    (booking) => booking._id !== first._id,
  )
  expect(second?.metadata.status).toBe('confirmed')
  expect(second?.payments.map((payment) => [payment.method, payment.amount])).toEqual([
    ['credit', paid],
  ])
})

test('staff grant trek credit with a reason from the customer’s console page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const registered = await request.post('/api/customers/send-otp', {
    data: {
      firstName: 'Meera',
      lastName: 'Joshi',
      email: uniqueEmail('credit'),
      phone: '+91 98111 22233',
      password: PASSWORD,
    },
  })
  expect(registered.status()).toBe(201)
  const { data: customer } = (await registered.json()) as { data: { _id: string } }

  await consoleSignIn(page)
  await page.goto(`/console/customers/${customer._id}`)
  const form = page.getByRole('form', { name: 'Grant trek credit' })
  await expect(form).toBeVisible()
  await expect(page.getByText(`Balance: ${inr(0)}`)).toBeVisible()
  await form.getByLabel('Amount (₹)').fill('750')
  await form.getByLabel('Reason').fill('Pick-up from Dehradun was three hours late')
  await form.getByRole('button', { name: 'Grant credit' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Credit granted' })).toBeVisible()
  await expect(page.getByText(`Balance: ${inr(750)}`)).toBeVisible()
  await expectAccessible(page)
})
