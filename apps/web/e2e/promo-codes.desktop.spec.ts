import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import { signedInCustomer } from './account-helpers.ts'
import {
  completeProfile,
  fetchTrip,
  fillEmergencyContact,
  inr,
  pageBearer,
} from './booking-helpers.ts'
import { consoleSignIn } from './console-helpers.ts'
import { ownerToken } from './console-second-factor.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'

// Pages decide after hydrating, and the journey waits on a real server: allow a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 })

/** The browser's console line for the unknown code the journey tries first. */
const REFUSED_CALL = /status of 400 \(/

const uniqueCode = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase()

test('a promo code applied on the booking page shows its discount before GST and the booking is made with it', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(REFUSED_CALL)
  test.slow()
  const code = uniqueCode('E2E')
  const today = indiaCalendarDate()
  const token = await ownerToken(request)
  const created = await request.post('/api/console/promo-codes', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      code,
      kind: 'flat',
      value: 500,
      validFrom: today,
      validTo: addDays(today, 30),
      isPublic: true,
    },
  })
  expect(created.status()).toBe(201)

  const trip = await fetchTrip(request, 'kashmir-great-lakes-trek')
  // Paise, as the server counts: ₹500 off the subtotal, then 5 % GST on the rest.
  const taxable = trip.offerPrice * 100 - 500_00
  const total = (taxable + Math.round(taxable * 0.05)) / 100
  await signedInCustomer(page, request)
  await completeProfile(page)
  await page.goto(`/booking/${trip._id}`)
  const choices = page.getByRole('form', { name: `Book ${trip.name}` })
  await choices.getByRole('radio', { name: 'Full payment' }).check()

  await choices.getByLabel('Promo code').fill('NO-SUCH-CODE')
  await choices.getByRole('button', { name: 'Apply' }).click()
  await expect(choices.getByText('This promo code does not exist')).toBeVisible()

  await choices.getByLabel('Promo code').fill(code.toLowerCase())
  await choices.getByRole('button', { name: 'Apply' }).click()
  const summary = choices.getByRole('region', { name: 'Price summary' })
  await expect(summary).toContainText(`Promo code ${code}−${inr(500)}`)
  await expect(summary).toContainText(`Subtotal${inr(trip.offerPrice)}`)
  await expect(summary).toContainText(`Total${inr(total)}`)
  await expect(choices.getByRole('status').filter({ hasText: `${code} applied` })).toBeVisible()
  await expectAccessible(page)

  await choices.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/booking-confirmation$/)
  const payment = page.getByRole('region', { name: 'Payment details' })
  await expect(payment).toContainText(`Promo code ${code}−${inr(500)}`)
  await expect(payment).toContainText(`Total${inr(total)}`)
  await fillEmergencyContact(page)
  await page.getByRole('button', { name: 'Confirm Booking' }).click()

  await expect(page).toHaveURL(/\/booking-success$/)
  await expect(page.getByRole('region', { name: 'Payment details' })).toContainText(
    `Promo code ${code}−${inr(500)}`,
  )
  const headers = await pageBearer(page)
  const bookings = (await (await request.get('/api/bookings', { headers })).json()) as {
    data: { bookingInfo: { promoCode: string | null; discount: number; total: number } }[]
  }
  expect(bookings.data[0]?.bookingInfo).toMatchObject({ promoCode: code, discount: 500, total })

  // The code is public and in force: /travel-coupon lists it, rendered on the server.
  const html = await (await request.get('/travel-coupon')).text()
  expect(html).toContain(code)
  await page.goto('/travel-coupon')
  await expect(page.getByRole('region', { name: 'Promo codes' })).toContainText(code)
  await expectAccessible(page)
})

test('staff create a promo code in the console and see it listed with its uses', async ({
  page,
}) => {
  test.slow()
  const code = uniqueCode('CONSOLE')
  await consoleSignIn(page)
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Promo codes' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible()
  const form = page.getByRole('form', { name: 'New promo code' })
  await form.getByLabel('Code').fill(code)
  await form.getByLabel('Kind').selectOption('percent')
  await form.getByLabel('Value').fill('10')
  await form.getByLabel('First day').fill(indiaCalendarDate())
  await form.getByLabel('Last day').fill(addDays(indiaCalendarDate(), 10))
  await form.getByLabel('Most uses').fill('25')
  await form.getByRole('button', { name: 'Create promo code' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Promo code created' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('10% off')
  await expect(row).toContainText('0 of 25')
  await expect(row).toContainText('In force')
  await expectAccessible(page)
})
