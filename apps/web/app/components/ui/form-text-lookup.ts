import * as m from '@trippy/i18n/bilingual-messages'
import { KNOWN_API_MESSAGES, type Message } from './known-api-messages.ts'

/**
 * Messages of the contracts' schemas and of the API (the `forms` area), found by their exact
 * English text, so that a form shows what zod or the server said in the page's language.
 * Messages with a number ('Password must be at least 8 characters') match whatever number they
 * carry. Loaded by form-text.tsx on Hindi pages only, when a form is first used.
 */

const KNOWN = [
  m.forms_first_name_required,
  m.forms_last_name_required,
  m.forms_first_name_too_long,
  m.forms_last_name_too_long,
  m.forms_email_invalid,
  m.forms_phone_required,
  m.forms_phone_invalid,
  m.forms_address_required,
  m.forms_address_too_long,
  m.forms_state_invalid,
  m.forms_password_choose,
  m.forms_password_too_short,
  m.forms_password_too_long,
  m.forms_password_required,
  m.forms_password_same,
  m.forms_registered,
  m.forms_registration_failed,
  m.forms_registration_failed_retry,
  m.forms_logged_out,
  m.forms_profile_updated,
  m.forms_profile_update_failed,
  m.forms_server_slow,
  m.forms_session_expired,
  m.forms_invalid_credentials,
  m.forms_login_required,
  m.forms_log_in_short,
  m.forms_not_your_account,
  m.forms_email_taken,
  m.forms_too_many_login_attempts,
  m.forms_settings_saved,
  m.forms_password_changed,
  m.forms_current_password_wrong,
  m.forms_password_wrong,
  m.forms_account_deleted,
  m.forms_wishlist_added,
  m.forms_wishlist_removed,
  m.forms_wishlist_full,
  m.forms_trip_not_found,
  m.forms_network_failure,
  m.forms_reset_link_sent,
  m.forms_reset_link_invalid,
  m.forms_password_reset,
  m.forms_passwords_differ,
  m.forms_verify_link_invalid,
  m.forms_email_verified,
  m.forms_verify_link_sent,
  m.forms_email_already_verified,
  m.forms_too_many_verify_links,
  m.forms_full_name_required,
  m.forms_phone_is_required,
  m.forms_address_is_required,
  m.forms_emergency_phone_required,
  m.forms_emergency_name_required,
  m.forms_keep_under,
  m.forms_age_whole,
  m.forms_age_min,
  m.forms_age_max,
  m.forms_id_number,
  m.forms_lead_first_name_too_long,
  m.forms_lead_last_name_too_long,
  m.forms_message_too_long,
  m.forms_path_invalid,
  m.forms_country_code,
  m.forms_package_required,
  m.forms_travelers_required,
  m.forms_travelers_number,
  m.forms_travelers_whole,
  m.forms_travelers_min,
  m.forms_travelers_max,
  m.forms_email_required,
  m.forms_trip_type_required,
  m.forms_subscribed,
  m.forms_newsletter_confirmed,
  m.forms_newsletter_confirm_link_invalid,
  m.forms_newsletter_unsubscribed,
  m.forms_newsletter_unsubscribe_link_invalid,
] as unknown as readonly Message[]

type Pattern = { regex: RegExp; names: string[]; message: Message }
let exact: Map<string, Message> | undefined
const patterns: Pattern[] = []

// Each message's English, with its inputs left as {name}, is the text the contracts write.
const placeholders = new Proxy({}, { get: (_, name) => `{${String(name)}}` }) as Record<
  string,
  string
>

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function index(): Map<string, Message> {
  if (exact) return exact
  exact = new Map()
  for (const message of [...KNOWN, ...KNOWN_API_MESSAGES]) {
    const english = message(placeholders, { locale: 'en' })
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
    if (names.length === 0) {
      exact.set(english, message)
      continue
    }
    const source = english
      .split(/\{\w+\}/)
      .map(escapeRegex)
      .join('([\\d,]+)')
    patterns.push({ regex: new RegExp(`^${source}$`), names, message })
  }
  return exact
}

/** The message in the page's language, or undefined when the English is not a known one. */
export function translate(english: string): string | undefined {
  const known = index().get(english)
  if (known) return known({})
  for (const { regex, names, message } of patterns) {
    const match = regex.exec(english)
    if (!match) continue
    return message(Object.fromEntries(names.map((name, at) => [name, match[at + 1] ?? ''])))
  }
  return undefined
}
