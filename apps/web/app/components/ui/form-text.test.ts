import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_TTL_MINUTES,
} from '@trippy/contracts/account-messages'
import { CUSTOMER_DETAIL_MESSAGES } from '@trippy/contracts/customer-details'
import { TRAVELLER_MESSAGES } from '@trippy/contracts/travellers'
import { NEWSLETTER_MESSAGES } from '@trippy/contracts/newsletter-messages'

import { formText } from './form-text.tsx'
import { testPageLocale } from './form-text-testing.ts'

const locale = testPageLocale()

describe('formText', () => {
  it('leaves English pages as they are', () => {
    expect(formText('Please choose a password')).toEqual({
      text: 'Please choose a password',
      lang: undefined,
    })
    expect(formText('Anything else')).toEqual({ text: 'Anything else', lang: undefined })
  })

  it('translates the contracts messages, numbers included, on Hindi pages', () => {
    locale.current = 'hi'
    expect(formText('Please choose a password').text).toBe('कृपया एक पासवर्ड चुनें')
    expect(formText(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`).text).toBe(
      `पासवर्ड कम से कम ${MIN_PASSWORD_LENGTH} अक्षरों का होना चाहिए`,
    )
    expect(formText('Please keep your message under 10,000 characters').text).toContain('10,000')
    expect(formText(CUSTOMER_DETAIL_MESSAGES.tooLong(120)).text).toBe('कृपया इसे 120 अक्षरों से कम रखें')
    expect(formText(ACCOUNT_MESSAGES.resetLinkSent).text).toContain(
      `${PASSWORD_RESET_TTL_MINUTES} मिनट`,
    )
    const every = [
      ...Object.values(ACCOUNT_MESSAGES),
      ...Object.values(CUSTOMER_DETAIL_MESSAGES.required),
      CUSTOMER_DETAIL_MESSAGES.email,
      ...Object.values(TRAVELLER_MESSAGES).filter((text) => typeof text === 'string'),
      ...Object.values(NEWSLETTER_MESSAGES),
    ]
    for (const english of every) expect(formText(english).lang, english).toBeUndefined()
  })

  it('keeps an unknown message in English, marked as such', () => {
    locale.current = 'hi'
    expect(formText('Something new from the server')).toEqual({
      text: 'Something new from the server',
      lang: 'en',
    })
    expect(formText('पहले से हिन्दी में')).toEqual({ text: 'पहले से हिन्दी में', lang: undefined })
  })
})
