import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  CreateBookingBodySchema,
  CreateReviewBodySchema,
  CustomerLanguageSchema,
  JoinWaitlistBodySchema,
  NewsletterBodySchema,
  READINESS_MESSAGES,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX_CHARS,
  REVIEW_TEXT_MIN_CHARS,
  REVIEW_TITLE_MAX_CHARS,
  WAITLIST_MESSAGES,
} from '@trippy/contracts'
import {
  API_MESSAGES,
  CREDIT_MESSAGES,
  INVOICE_MESSAGES,
  LEAD_API_MESSAGES,
  PAYMENT_MESSAGES,
} from '@trippy/contracts/api-messages'
import { BOOKING_MESSAGES } from '@trippy/contracts/booking-messages'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { NEWSLETTER_MESSAGES } from '@trippy/contracts/newsletter-messages'
import { BALANCE_DUE_DAYS_BEFORE } from '@trippy/contracts/pricing'
import { PROMO_MESSAGES } from '@trippy/contracts/promo-messages'
import { DOCUMENT_MAX_BYTES } from '@trippy/contracts/readiness'
import { WAITLIST_MAX_SEATS } from '@trippy/contracts/waitlist-limits'
import * as m from '@trippy/i18n/messages'
import { describe, expect, it } from 'vitest'
import { formText } from './form-text.tsx'
import { testPageLocale } from './form-text-testing.ts'
import { KNOWN_API_MESSAGES, PROMO_VALID_FROM_MESSAGES } from './known-api-messages.ts'

const locale = testPageLocale()

type Message = (typeof KNOWN_API_MESSAGES)[number]
type Inputs = Record<string, string>

/**
 * Each known message with a text the server really sends (from the constants it sends them from)
 * and the numbers in that text, as formText will read them.
 */
const SENT: [Message, string, Inputs?][] = (
  [
    [m.api_invalid_input, API_MESSAGES.invalidInput],
    [m.api_too_many_requests, API_MESSAGES.tooManyRequests],
    [m.api_package_not_found, API_MESSAGES.packageNotFound],
    [m.api_departure_not_found, API_MESSAGES.departureNotFound],
    [m.api_departure_not_found, WAITLIST_MESSAGES.departureNotFound],
    [m.api_booking_confirmed, BOOKING_MESSAGES.confirmed],
    [m.api_booking_failed, BOOKING_MESSAGES.failed],
    [m.api_booking_invalid_data, BOOKING_MESSAGES.invalidData],
    [m.api_seats_left, BOOKING_MESSAGES.seatsLeft(1), { count: '1' }],
    [m.api_seats_left, BOOKING_MESSAGES.seatsLeft(12), { count: '12' }],
    [m.api_booking_not_found, BOOKING_MESSAGES.notFound],
    [m.api_booking_not_yours, BOOKING_MESSAGES.notYours],
    [m.api_booking_already_cancelled, BOOKING_MESSAGES.alreadyCancelled],
    [m.api_departure_started, BOOKING_MESSAGES.departed],
    [m.api_pending_limit, BOOKING_MESSAGES.pendingLimit(3), { limit: '3' }],
    [
      m.api_advance_too_late,
      BOOKING_MESSAGES.advanceTooLate,
      { days: String(BALANCE_DUE_DAYS_BEFORE) },
    ],
    [m.api_nothing_due, BOOKING_MESSAGES.nothingDue],
    [m.api_not_payable, BOOKING_MESSAGES.notPayable],
    [m.api_travellers_locked, BOOKING_MESSAGES.travellersLocked(3), { days: '3' }],
    [m.api_travellers_count, BOOKING_MESSAGES.travellersCount(4), { seats: '4' }],
    [m.api_booking_is_cancelled, BOOKING_MESSAGES.travellersCancelled],
    [m.api_departure_left, BOOKING_MESSAGES.departureLeft],
    [m.api_too_many_travellers, BOOKING_MESSAGES.tooManyTravellers(20), { max: '20' }],
    [m.api_addons_not_offered, BOOKING_MESSAGES.addonsNotOffered],
    [m.api_booking_cancelled, BOOKING_MESSAGES.cancelled],
    [m.api_seats_whole, issueOf(CreateBookingBodySchema, 'numberOfSeats', 1.5)],
    [m.api_seats_min, issueOf(CreateBookingBodySchema, 'numberOfSeats', 0)],
    [m.api_promo_unknown, PROMO_MESSAGES.unknown],
    [m.api_promo_expired, PROMO_MESSAGES.expired],
    [m.api_promo_used_up, PROMO_MESSAGES.usedUp],
    [m.api_promo_used_once, PROMO_MESSAGES.perCustomer(1)],
    [m.api_promo_used_times, PROMO_MESSAGES.perCustomer(2), { times: '2' }],
    [m.api_promo_wrong_package, PROMO_MESSAGES.wrongPackage],
    [m.api_promo_min_seats, PROMO_MESSAGES.minSeats(4), { seats: '4' }],
    ...PROMO_VALID_FROM_MESSAGES.map((message, month): [Message, string, Inputs] => {
      const date = `2027-${String(month + 1).padStart(2, '0')}-${String(month + 1).padStart(2, '0')}`
      return [
        message,
        PROMO_MESSAGES.notYetValid(formatCalendarDate(date)),
        { day: String(month + 1), year: '2027' },
      ]
    }),
    [m.api_credit_changed, CREDIT_MESSAGES.changed],
    [m.api_payment_gateway_down, PAYMENT_MESSAGES.gatewayDown],
    [m.api_payment_not_set_up, PAYMENT_MESSAGES.notSetUp],
    [m.api_payment_unverified, PAYMENT_MESSAGES.unverified],
    [m.api_no_invoice, INVOICE_MESSAGES.noInvoice],
    [m.api_no_credit_note, INVOICE_MESSAGES.noCreditNote],
    [m.api_waitlist_joined, WAITLIST_MESSAGES.joined],
    [m.api_waitlist_left, WAITLIST_MESSAGES.left],
    [m.api_waitlist_seats_available, WAITLIST_MESSAGES.seatsAvailable],
    [m.api_waitlist_already_on, WAITLIST_MESSAGES.alreadyOn],
    [m.api_waitlist_closed, WAITLIST_MESSAGES.closed],
    [m.api_waitlist_not_found, WAITLIST_MESSAGES.notFound],
    [m.api_waitlist_not_active, WAITLIST_MESSAGES.notActive],
    [m.api_waitlist_seats_min, issueOf(JoinWaitlistBodySchema, 'seats', 0)],
    [
      m.api_waitlist_seats_max,
      issueOf(JoinWaitlistBodySchema, 'seats', WAITLIST_MAX_SEATS + 1),
      { max: String(WAITLIST_MAX_SEATS) },
    ],
    [m.api_review_created, REVIEW_MESSAGES.created],
    [m.api_review_not_completed, REVIEW_MESSAGES.notCompleted],
    [m.api_review_already, REVIEW_MESSAGES.already],
    [m.api_review_not_found, REVIEW_MESSAGES.notFound],
    [m.api_review_rating, issueOf(CreateReviewBodySchema, 'rating', 0), { min: '1', max: '5' }],
    [m.api_review_title_required, issueOf(CreateReviewBodySchema, 'title', ' ')],
    [
      m.api_review_title_too_long,
      issueOf(CreateReviewBodySchema, 'title', 'x'.repeat(REVIEW_TITLE_MAX_CHARS + 1)),
      { max: String(REVIEW_TITLE_MAX_CHARS) },
    ],
    [m.api_review_text_required, issueOf(CreateReviewBodySchema, 'text', undefined)],
    [
      m.api_review_text_too_short,
      issueOf(CreateReviewBodySchema, 'text', 'Lovely.'),
      { min: String(REVIEW_TEXT_MIN_CHARS) },
    ],
    [
      m.api_review_text_too_long,
      issueOf(CreateReviewBodySchema, 'text', 'x'.repeat(REVIEW_TEXT_MAX_CHARS + 1)),
      { max: String(REVIEW_TEXT_MAX_CHARS) },
    ],
    [m.api_lead_received, LEAD_API_MESSAGES.received],
    [m.api_lead_too_many, LEAD_API_MESSAGES.tooManyRequests],
    [m.api_newsletter_too_many, NEWSLETTER_MESSAGES.tooManySignUps],
    [m.api_language_choice, issueOf(NewsletterBodySchema, 'language', 'fr')],
    [m.api_language_choice, CustomerLanguageSchema.safeParse('fr').error?.issues[0]?.message ?? ''],
    [m.api_readiness_emergency_phone, READINESS_MESSAGES.emergencyPhone],
    [m.api_readiness_registration_number, READINESS_MESSAGES.registrationNumber],
    [m.api_readiness_saved, READINESS_MESSAGES.saved],
    [m.api_readiness_uploaded, READINESS_MESSAGES.uploaded],
    [m.api_readiness_no_file, READINESS_MESSAGES.noFile],
    [m.api_readiness_wrong_type, READINESS_MESSAGES.wrongType],
    [
      m.api_readiness_too_large,
      READINESS_MESSAGES.tooLarge,
      { size: String(DOCUMENT_MAX_BYTES / 1024 / 1024) },
    ],
    [m.api_readiness_traveller_not_found, READINESS_MESSAGES.travellerNotFound],
    [m.api_readiness_document_not_found, READINESS_MESSAGES.documentNotFound],
    [m.api_readiness_not_editable, READINESS_MESSAGES.notEditable],
  ] as [unknown, string, Inputs?][]
).map(([message, text, inputs]) => [message as Message, text, inputs])

/** What a contract's schema says of one field's bad value. */
function issueOf(
  schema: {
    safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } }
  },
  field: string,
  value: unknown,
): string {
  const issues = schema.safeParse({ [field]: value }).error?.issues ?? []
  return issues.find((issue) => issue.path[0] === field)?.message ?? `no issue for ${field}`
}

describe('the known API messages', () => {
  it('are in English exactly what the server sends, numbers and all', () => {
    for (const [message, text, inputs = {}] of SENT) {
      expect(message(inputs, { locale: 'en' })).toBe(text)
    }
  })

  it('are each checked against a text the server sends, and all listed', () => {
    const area = JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, '../../../../../packages/i18n/messages/api/en.json'),
        'utf8',
      ),
    ) as Record<string, string>
    const listed = new Set(KNOWN_API_MESSAGES)
    expect(listed.size).toBe(Object.keys(area).length - 1)
    for (const [message] of SENT) expect(listed.has(message)).toBe(true)
    expect(new Set(SENT.map(([message]) => message)).size).toBe(listed.size)
  })

  it('show in Hindi on a Hindi page, numbers carried over', () => {
    locale.current = 'hi'
    for (const [message, text, inputs = {}] of SENT) {
      const shown = formText(text)
      expect(shown.lang, text).toBeUndefined()
      expect(shown.text, text).toBe(message(inputs, { locale: 'hi' }))
      expect(shown.text, text).toMatch(/[\u0900-\u097F]/)
      for (const number of Object.values(inputs)) expect(shown.text).toContain(number)
    }
  })

  it('keep Hindi number agreement for seats left', () => {
    locale.current = 'hi'
    expect(formText(BOOKING_MESSAGES.seatsLeft(1)).text).toBe(
      'इस तिथि की यात्रा में अब केवल 1 सीट बची है',
    )
    expect(formText(BOOKING_MESSAGES.seatsLeft(3)).text).toBe(
      'इस तिथि की यात्रा में अब केवल 3 सीटें बची हैं',
    )
    expect(formText(PROMO_MESSAGES.notYetValid('1 Dec 2027')).text).toBe(
      'यह प्रोमो कोड 1 दिसंबर 2027 से लागू होगा',
    )
  })

  it('leave English pages as the server wrote them', () => {
    for (const [, text] of SENT) expect(formText(text)).toEqual({ text, lang: undefined })
  })

  it("cover the server's other traveller-facing messages that the forms area already knows", () => {
    locale.current = 'hi'
    expect(formText(API_MESSAGES.somethingWrong).lang).toBeUndefined()
    expect(formText(READINESS_MESSAGES.emergencyName).lang).toBeUndefined()
  })
})
