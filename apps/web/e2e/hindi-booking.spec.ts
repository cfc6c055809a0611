import { signedInCustomer } from './account-helpers.ts'
import { completeProfile, fetchTrip, inr } from './booking-helpers.ts'
import { expect as baseExpect, expectAccessible, test } from './fixtures.ts'

// Pages decide after hydrating, and the journey waits on a real server: allow a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 })

test('a traveller books a departure in Hindi, from /hi/booking to the Hindi booking page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const trip = await fetchTrip(request, 'dzukou-valley-trek')
  const departure = trip.batchDates.find((candidate) => candidate.availability > 0)
  if (!departure) throw new Error('the demo trip has no departure with seats')
  await signedInCustomer(page, request)
  await completeProfile(page)

  // The choices, in Hindi.
  await page.goto(`/hi/booking/${trip._id}?batch=${departure._id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const choices = page.getByRole('form', { name: /बुक करें$/ })
  await expect(choices.getByRole('group', { name: 'प्रस्थान' })).toBeVisible()
  await expect(choices.getByText(/\d+ सीट(ें)? बाकी/).first()).toBeVisible()
  await expect(choices.getByRole('radio', { checked: true }).first()).toHaveValue(departure._id)
  await choices.getByLabel('सीटों की संख्या').selectOption('1')
  await choices.getByRole('radio', { name: 'पूरा भुगतान' }).check()
  const summary = page.getByRole('region', { name: 'कीमत का ब्योरा' })
  const total = trip.offerPrice + Math.round(trip.offerPrice * 5) / 100
  await expect(summary).toContainText(`कुल${inr(total)}`)
  await expect(choices.getByLabel('प्रोमो कोड')).toBeVisible()
  await expectAccessible(page)
  await choices.getByRole('button', { name: 'आगे बढ़ें' }).click()

  // Confirmation, still under /hi.
  await expect(page).toHaveURL(/\/hi\/booking-confirmation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'अपनी बुकिंग पक्की करें' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'बुकिंग का सार' })).toContainText('पूरा भुगतान')
  const form = page.getByRole('form', { name: 'यात्रियों का ब्योरा' })
  await expect(form.getByLabel('पूरा नाम')).toHaveValue('Asha Rawat')
  await expect(form.getByRole('group', { name: 'यात्री', exact: true })).toBeVisible()
  await expectAccessible(page)
  await form.getByRole('button', { name: 'बुकिंग पक्की करें' }).click()
  await expect(page.getByText('आपात संपर्क का फ़ोन ज़रूरी है')).toBeVisible()
  await form.getByLabel('आपात संपर्क का फ़ोन').fill('+91 98111 00000')
  await form.getByLabel('आपात संपर्क का नाम').fill('Ravi Rawat')
  await form.getByRole('button', { name: 'बुकिंग पक्की करें' }).click()

  // The booking, in Hindi: received, what to pay, and links that stay in Hindi.
  await expect(
    page.getByRole('status').filter({ hasText: `बुकिंग मिल गई! इसे पक्का करने के लिए` }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/hi\/booking-success$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: 'बुकिंग मिल गई' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'भुगतान की स्थिति' })).toContainText(
    `कुल${inr(total)}`,
  )
  await expect(page.getByRole('region', { name: 'आगे क्या होगा' })).toContainText(
    'पूरे भुगतान के बाद कुछ और नहीं चुकाना है।',
  )
  await expect(page.getByRole('link', { name: 'मेरी बुकिंग देखें' })).toHaveAttribute(
    'href',
    '/hi/bookings',
  )
  await expect(page.getByRole('link', { name: 'रद्दीकरण नीति' })).toHaveAttribute(
    'href',
    '/hi/cancellation-refund',
  )
  await expectAccessible(page)
})

test("the API's refusal of a promo code shows in Hindi on the Hindi booking page", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The browser logs the refused call (400) itself.
  consoleErrors.allow(/status of 400 \(/)
  const trip = await fetchTrip(request, 'kashmir-great-lakes-trek')
  await signedInCustomer(page, request)
  await completeProfile(page)
  await page.goto(`/hi/booking/${trip._id}`)
  const choices = page.getByRole('form', { name: /बुक करें$/ })
  await choices.getByLabel('प्रोमो कोड').fill('NO-SUCH-CODE')
  await choices.getByRole('button', { name: 'लागू करें' }).click()
  // The server says 'This promo code does not exist'; the page shows its Hindi, not English.
  const status = choices.getByRole('status').filter({ hasText: 'यह प्रोमो कोड मौजूद नहीं है' })
  await expect(status).toBeVisible()
  await expect(status.locator('[lang="en"]')).toHaveCount(0)
  await expect(choices.getByLabel('प्रोमो कोड')).toHaveAttribute('aria-invalid', 'true')
})

test('the travel coupons page in Hindi', async ({ page }) => {
  await page.goto('/hi/travel-coupon')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: 'यात्रा कूपन और ऑफ़र' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'प्रोमो कोड' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'समूह की कीमत पूछें' })).toHaveAttribute(
    'href',
    '/hi/contact',
  )
  await expectAccessible(page)
})
