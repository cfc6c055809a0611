import * as m from '@trippy/i18n/bilingual-messages'

/**
 * The API's messages a traveller meets (the `api` message area), in the form of form-text-lookup.ts's
 * KNOWN: each message's English is the server's text with its numbers as placeholders, so
 * formText finds it and shows its Hindi. Each is named literally: the build brings in only the
 * messages a module names (vite-plugins/message-imports.ts).
 */
/** A known message: its English found by formText, its text shown in the page's language. */
export type Message = (inputs: Record<string, string>, options?: { locale?: 'en' | 'hi' }) => string

/**
 * 'This promo code is valid from 1 Dec 2027': the server writes the month as a word, which the
 * lookup cannot take as a number, so there is one message per month, January first.
 */
export const PROMO_VALID_FROM_MESSAGES = [
  m.api_promo_valid_from_jan,
  m.api_promo_valid_from_feb,
  m.api_promo_valid_from_mar,
  m.api_promo_valid_from_apr,
  m.api_promo_valid_from_may,
  m.api_promo_valid_from_jun,
  m.api_promo_valid_from_jul,
  m.api_promo_valid_from_aug,
  m.api_promo_valid_from_sep,
  m.api_promo_valid_from_oct,
  m.api_promo_valid_from_nov,
  m.api_promo_valid_from_dec,
] as unknown as readonly Message[]

export const KNOWN_API_MESSAGES = [
  m.api_invalid_input,
  m.api_too_many_requests,
  m.api_package_not_found,
  m.api_departure_not_found,
  m.api_booking_confirmed,
  m.api_booking_failed,
  m.api_booking_invalid_data,
  m.api_seats_left,
  m.api_booking_not_found,
  m.api_booking_not_yours,
  m.api_booking_already_cancelled,
  m.api_departure_started,
  m.api_pending_limit,
  m.api_advance_too_late,
  m.api_nothing_due,
  m.api_not_payable,
  m.api_travellers_locked,
  m.api_travellers_count,
  m.api_booking_is_cancelled,
  m.api_departure_left,
  m.api_too_many_travellers,
  m.api_addons_not_offered,
  m.api_booking_cancelled,
  m.api_seats_whole,
  m.api_seats_min,
  m.api_promo_unknown,
  m.api_promo_expired,
  m.api_promo_used_up,
  m.api_promo_used_once,
  m.api_promo_used_times,
  m.api_promo_wrong_package,
  m.api_promo_min_seats,
  ...PROMO_VALID_FROM_MESSAGES,
  m.api_credit_changed,
  m.api_payment_gateway_down,
  m.api_payment_not_set_up,
  m.api_payment_unverified,
  m.api_no_invoice,
  m.api_no_credit_note,
  m.api_waitlist_joined,
  m.api_waitlist_left,
  m.api_waitlist_seats_available,
  m.api_waitlist_already_on,
  m.api_waitlist_closed,
  m.api_waitlist_not_found,
  m.api_waitlist_not_active,
  m.api_waitlist_seats_min,
  m.api_waitlist_seats_max,
  m.api_review_created,
  m.api_review_not_completed,
  m.api_review_already,
  m.api_review_not_found,
  m.api_review_rating,
  m.api_review_title_required,
  m.api_review_title_too_long,
  m.api_review_text_required,
  m.api_review_text_too_short,
  m.api_review_text_too_long,
  m.api_lead_received,
  m.api_lead_too_many,
  m.api_newsletter_too_many,
  m.api_language_choice,
  m.api_readiness_emergency_phone,
  m.api_readiness_registration_number,
  m.api_readiness_saved,
  m.api_readiness_uploaded,
  m.api_readiness_no_file,
  m.api_readiness_wrong_type,
  m.api_readiness_too_large,
  m.api_readiness_traveller_not_found,
  m.api_readiness_document_not_found,
  m.api_readiness_not_editable,
] as unknown as readonly Message[]
