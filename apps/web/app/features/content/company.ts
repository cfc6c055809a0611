import { intlLocale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import { getLocale } from '../../lib/i18n.ts'

/**
 * Company facts that belong in configuration rather than code. They live here, in one place, until
 * the host passes them in with `site` (then this module reads from there and these constants go).
 */
export const COMPANY = {
  /** Terms and Conditions, "Governing Law": the courts of this city have jurisdiction. */
  courtCity: 'Dehradun',
  /** The office travellers can visit (contact page, TravelAgency JSON-LD). */
  address: {
    streetAddress: 'Rajpur Road',
    locality: 'Dehradun',
    region: 'Uttarakhand',
    postalCode: '248001',
    country: 'India',
  },
} as const

/** The date the Terms and Conditions took effect. */
export const TERMS_EFFECTIVE_DATE = 'July 15, 2024'
const TERMS_EFFECTIVE_DAY = Date.UTC(2024, 6, 15)

/** The date the terms took effect, written in the page's language. */
export function termsEffectiveDate(): string {
  const locale = getLocale()
  if (locale === 'en') return TERMS_EFFECTIVE_DATE
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(TERMS_EFFECTIVE_DAY)
}

/** One refund time, used on every page that mentions it (the original site gave two). */
export const REFUND_TIME = '7-10 business days'

/** How quickly the team answers a booking or an enquiry. */
export const RESPONSE_TIME = '24 hours'

/** REFUND_TIME in the page's language. */
export function refundTime(): string {
  return m.content_refund_time()
}

/** RESPONSE_TIME in the page's language. */
export function responseTime(): string {
  return m.content_response_time()
}

export function addressLine(): string {
  const { streetAddress, locality, region, postalCode, country } = COMPANY.address
  return `${streetAddress}, ${locality}, ${region} ${postalCode}, ${country}`
}

/** A map search for the office address, opened in the visitor's map app or browser. */
export function mapUrl(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine())}`
}

/** '919876543210' → '+91 98765 43210'; other numbers get a plus and stay as they are. */
export function formatPhone(digits: string): string {
  if (/^91\d{10}$/.test(digits)) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`
  return `+${digits}`
}
