import { type Booking, type Notification } from '@trippy/contracts'
import { formatInr } from '@trippy/contracts/money'
import { expect, test } from 'vitest'
import { MAIL_PUBLIC_URL, mailingApp, mailTo } from '../../test/mailing-app.ts'
import { bookOneSeat, payAmountDue } from '../../test/test-bookings.ts'
import { signUpAndLogIn, uniqueAddress } from '../../test/test-customers.ts'

/** Every href of a mail's HTML. */
const linksOf = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&#38;', '&'))

/** A Hindi mail's links to the site's pages, the trip pass's too, stay in Hindi. */
function expectHindiLinks(html: string) {
  for (const link of linksOf(html)) {
    if (link.startsWith('mailto:')) continue
    const { pathname } = new URL(link)
    expect(pathname === '/hi' || pathname.startsWith('/hi/'), link).toBe(true)
  }
}

test('a customer who signed up in Hindi gets the welcome mail in Hindi, its link to the Hindi page', async () => {
  const { app, smtp } = await mailingApp()
  const customer = await signUpAndLogIn(app, { language: 'hi' })

  const mail = await mailTo(smtp, customer.email, 'Trippy Himalaya में आपका स्वागत है')
  expect(mail.text).toContain('नमस्ते Asha जी,')
  expect(mail.text).toContain('यह लिंक 7 दिन में समाप्त हो जाएगा और एक ही बार चलेगा।')
  expect(mail.text).toMatch(
    new RegExp(
      `मेरा ईमेल पता पक्का करें:\\n${MAIL_PUBLIC_URL}/hi/verify-email\\?token=[A-Za-z0-9_-]{43}\\n`,
    ),
  )
  expect(mail.text).toContain('कोई सवाल? इस मेल का जवाब दें')
  expect(mail.text).not.toContain('Questions?')
  expect(mail.html).toContain('<html lang="hi">')
  expect(mail.html).toContain('संपर्क करें</a>')
  expectHindiLinks(mail.html)
})

test('a Hindi customer gets the password reset mail in Hindi, an English one in English', async () => {
  const { app, smtp } = await mailingApp()
  const hindi = await signUpAndLogIn(app, { language: 'hi' })
  const english = await signUpAndLogIn(app)
  for (const customer of [hindi, english]) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/customers/password-reset/request',
      remoteAddress: uniqueAddress(),
      payload: { email: customer.email },
    })
    expect(response.statusCode).toBe(202)
  }

  const mail = await mailTo(smtp, hindi.email, 'अपना पासवर्ड बदलें')
  expect(mail.text).toContain('नमस्ते Asha जी,')
  expect(mail.text).toContain('आपके Trippy Himalaya खाते का पासवर्ड बदलने का अनुरोध मिला है।')
  expect(mail.text).toMatch(
    new RegExp(`नया पासवर्ड चुनें:\\n${MAIL_PUBLIC_URL}/hi/reset-password\\?token=`),
  )
  expect(mail.html).toContain('<html lang="hi">')
  expectHindiLinks(mail.html)

  const englishMail = await mailTo(smtp, english.email, 'Reset your password')
  expect(englishMail.text).toContain('Namaste Asha,')
  expect(englishMail.text).toMatch(new RegExp(`${MAIL_PUBLIC_URL}/reset-password\\?token=`))
  expect(englishMail.html).toContain('<html lang="en">')
})

test('a customer who chose Hindi in the settings gets the booking confirmation in Hindi; the operator’s copy stays English', async () => {
  const { app, smtp } = await mailingApp({ OPERATOR_EMAIL: 'desk@trips.example.in' })
  const customer = await signUpAndLogIn(app)
  const settings = await app.inject({
    method: 'PUT',
    url: `/api/customers/${customer.id}/settings`,
    headers: customer.auth,
    payload: { displayCurrency: 'INR', emailNotifications: true, language: 'hi' },
  })
  expect(settings.statusCode).toBe(200)
  const { response } = await bookOneSeat(app, customer)
  expect(response.statusCode).toBe(201)
  const booking = response.json<{ data: Booking }>().data

  const received = await mailTo(smtp, customer.email, 'बुकिंग मिल गई: ')
  expect(received.text).toContain('अभी भुगतान करें:')
  expectHindiLinks(received.html)

  await payAmountDue(app, booking)
  const mail = await mailTo(smtp, customer.email, 'बुकिंग पक्की हो गई: ')
  expect(mail.text).toContain('नमस्ते Asha जी,')
  expect(mail.text).toContain(`हमें ${formatInr(booking.amountDue)} मिल गए हैं।`)
  expect(mail.text).toContain('आपकी बुकिंग पक्की हो गई है।')
  expect(mail.text).toContain(`बुकिंग आईडी: ${booking._id}`)
  expect(mail.text).toContain('आपका GST बिल इस मेल के साथ लगा है।')
  expect(mail.html).toContain('<html lang="hi">')
  expect(mail.attachments).toHaveLength(1)
  expect(linksOf(mail.html).some((link) => new URL(link).pathname.startsWith('/hi/trips/'))).toBe(
    true,
  )
  expectHindiLinks(mail.html)

  const copy = await mailTo(smtp, 'desk@trips.example.in', 'Booking confirmed')
  expect(copy.text).toContain('and the booking is confirmed.')
  expect(copy.html).toContain('<html lang="en">')
})

test('a package with a Hindi name is named so in a Hindi customer’s booking, mail and notification; in English elsewhere', async () => {
  const { app, smtp } = await mailingApp({ OPERATOR_EMAIL: 'desk@trips.example.in' })
  await app.db
    .updateTable('packages')
    .set({ hindi_name: 'केदारकांठा ट्रेक' })
    .where('slug', '=', 'kedarkantha-trek')
    .execute()
  const hindi = await signUpAndLogIn(app, { language: 'hi' })
  const english = await signUpAndLogIn(app)

  const { response } = await bookOneSeat(app, hindi)
  expect(response.statusCode, response.body).toBe(201)
  const booking = response.json<{ data: Booking }>().data
  expect(booking.packageDetails).toMatchObject({
    packageName: 'Kedarkantha Trek',
    hindiName: 'केदारकांठा ट्रेक',
  })
  const received = await mailTo(smtp, hindi.email, 'बुकिंग मिल गई: केदारकांठा ट्रेक, ')
  expect(received.text).toContain('यात्रा: केदारकांठा ट्रेक')
  expect(received.text).not.toContain('Kedarkantha')
  const notifications = await app.inject({
    method: 'GET',
    url: `/api/notifications?userId=${hindi.id}`,
    headers: hindi.auth,
  })
  const [notice] = notifications.json<{ data: Notification[] }>().data
  expect(notice?.hindi?.message).toContain('केदारकांठा ट्रेक (')
  expect(notice?.message).toContain('Kedarkantha Trek (')

  const copy = await mailTo(smtp, 'desk@trips.example.in', 'New booking: Kedarkantha Trek, ')
  expect(copy.text).not.toContain('केदारकांठा')

  expect((await bookOneSeat(app, english)).response.statusCode).toBe(201)
  const englishMail = await mailTo(smtp, english.email, 'Booking received: Kedarkantha Trek, ')
  expect(englishMail.text).not.toContain('केदारकांठा')
})
