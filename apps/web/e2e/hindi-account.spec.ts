import { PASSWORD, registerCustomer, uniqueEmail } from './account-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

test('signs up and in on the Hindi pages, with Hindi validation, and stays in Hindi', async ({
  page,
}) => {
  const email = uniqueEmail('savitri')
  await page.goto('/hi/signup')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: 'नया खाता बनाएँ' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute(
    'href',
    '/hi/login',
  )
  await page.getByRole('main').getByLabel('पहला नाम').fill('सावित्री')
  await page.getByRole('main').getByLabel('उपनाम').fill('देवी')
  await page.getByRole('main').getByLabel('ईमेल').fill(email)
  await page.getByRole('main').getByLabel('फ़ोन').fill('+91 98765 43210')
  await page.getByRole('main').getByLabel('पासवर्ड').fill('chhota')
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click()
  // zod's English message, shown in Hindi beside its field.
  const tooShort = page.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')
  await expect(tooShort).toBeVisible()
  await expect(tooShort).not.toHaveAttribute('lang', 'en')
  await expect(page.getByRole('main').getByLabel('पासवर्ड')).toBeFocused()
  await expectAccessible(page)

  await page.getByRole('main').getByLabel('पासवर्ड').fill(PASSWORD)
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'खाता बन गया! कृपया लॉग इन करें।' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/hi\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeVisible()
  await expect(page.getByRole('main').getByLabel('ईमेल')).toHaveValue(email)
  await expect(page.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute(
    'href',
    '/hi/forgot-password',
  )
  await page.getByRole('main').getByLabel('पासवर्ड').fill(PASSWORD)
  await page.getByRole('button', { name: 'साइन इन करें' }).click()
  await expect(page).toHaveURL(/\/hi\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'आपका खाता' })
  await expect(tabs.getByRole('link', { name: 'सेटिंग्स' })).toHaveAttribute('href', '/hi/settings')
})

test('the profile completion modal in Hindi, with the server’s refusal in Hindi', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The blank address is refused by the server, which the browser logs.
  consoleErrors.allow(/status of 400 \(/)
  const customer = await registerCustomer(request, { email: uniqueEmail('kamla') })
  await page.goto('/hi/login')
  await page.getByRole('main').getByLabel('ईमेल').fill(customer.email)
  await page.getByRole('main').getByLabel('पासवर्ड').fill(PASSWORD)
  await page.getByRole('button', { name: 'साइन इन करें' }).click()
  await expect(page).toHaveURL(/\/hi\/profile$/)
  const modal = page.getByRole('dialog', { name: 'अपनी प्रोफ़ाइल पूरी करें' })
  await expect(modal).toBeVisible()
  await modal.getByLabel('पता').fill('   ')
  await modal.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }).click()
  await expect(modal.getByText('कृपया अपना पता लिखें')).toBeVisible()
  await expectAccessible(page)
})

test('a sign-in asked for by a Hindi page returns to it', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The wrong password's refusal is logged by the browser.
  consoleErrors.allow(/status of 401 \(/)
  const customer = await registerCustomer(request, { email: uniqueEmail('hari') })
  await page.goto('/hi/settings')
  await expect(page).toHaveURL(/\/hi\/login$/)
  await page.getByRole('main').getByLabel('ईमेल').fill(customer.email)
  await page.getByRole('main').getByLabel('पासवर्ड').fill('galat-password')
  await page.getByRole('button', { name: 'साइन इन करें' }).click()
  // The API's English message, shown in Hindi.
  await expect(page.getByRole('alert').filter({ hasText: 'ईमेल या पासवर्ड सही नहीं है' })).toBeVisible()
  await page.getByRole('main').getByLabel('पासवर्ड').fill(PASSWORD)
  await page.getByRole('button', { name: 'साइन इन करें' }).click()
  await expect(page).toHaveURL(/\/hi\/settings$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 2, name: 'पासवर्ड बदलें' })).toBeVisible()
  await expect(page.getByRole('main').getByLabel('दिखाने की मुद्रा')).toBeVisible()
  await expectAccessible(page)
})
