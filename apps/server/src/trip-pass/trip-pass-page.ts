import { formatCalendarDate } from '@trippy/contracts/calendar'
import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { intlLocale, type Locale, localizePath } from '@trippy/i18n/locale'
import type { TripPassView } from './trip-pass.service.ts'

export const PASS_STYLESHEET_PATH = '/trips/pass.css'
export const PASS_SCRIPT_PATH = '/trips/pass.js'
/** The site's icon (served by the web build), saved with the pass so it shows offline too. */
export const PASS_ICON_PATH = '/favicon.svg'

/**
 * The pass's own files in each language: the Hindi pass (/hi/trips/…) loads them from /hi/trips/,
 * inside its service worker's scope, so a saved Hindi pass has all it needs offline.
 */
export function passAssetPath(path: string, locale: Locale): string {
  return localizePath(path, locale)
}

/** What every traveller brings whatever the trip; the package's exclusions follow. */
function alwaysCarry(locale: Locale): string[] {
  return [
    m.trip_pass_carry_pass({}, { locale }),
    m.trip_pass_carry_id({}, { locale }),
    m.trip_pass_carry_medicines({}, { locale }),
  ]
}

/** A date in the pass's language: '9 December 2026' in English, '9 दिसंबर 2026' in Hindi. */
function longDate(calendarDate: string, locale: Locale): string {
  if (locale === 'en') return formatCalendarDate(calendarDate, { month: 'long' })
  const [year = 1970, month = 1, day = 1] = calendarDate.split('-').map(Number)
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day))
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** '919876543210' → '+91 98765 43210'; other numbers as +digits. */
export function formatPhone(digits: string): string {
  if (/^91\d{10}$/.test(digits)) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`
  return `+${digits}`
}

/** A message's words as element text: the words need no quotes escaped, only markup. */
function text(value: string): string {
  return value.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** An attribute marking text left in English on a page in another language. */
function langOf(lang: 'en' | undefined): string {
  return lang ? ` lang="${lang}"` : ''
}

function list(items: readonly string[], lang?: 'en'): string {
  return `<ul${langOf(lang)}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
}

/** The QR code's SVG, named for screen readers and sized by the stylesheet. */
function labelledQr(svg: string, label: string): string {
  return svg
    .trim()
    .replace('<svg ', `<svg role="img" aria-label="${escapeHtml(label)}" class="qr" `)
}

function document(title: string, body: string, locale: Locale = 'en'): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${PASS_ICON_PATH}" type="image/svg+xml">
<link rel="stylesheet" href="${passAssetPath(PASS_STYLESHEET_PATH, locale)}">
</head>
<body>
${body}
</body>
</html>
`
}

/**
 * The package's own text in the pass's language: its Hindi when the package has it, else the
 * English, marked lang="en" on a Hindi page.
 */
function packageText<T>(english: T, hindi: T | undefined, locale: Locale) {
  if (locale === 'en') return { value: english, lang: undefined }
  return hindi === undefined
    ? { value: english, lang: 'en' as const }
    : { value: hindi, lang: undefined }
}

/** The pass, whole, without JavaScript; the script only adds 'Save for offline'. */
export function renderPassPage(
  pass: TripPassView,
  operatorPhone: string,
  locale: Locale = 'en',
): string {
  const o = { locale }
  const dates = m.trip_pass_dates(
    { start: longDate(pass.startDate, locale), end: longDate(pass.endDate, locale) },
    o,
  )
  const name = packageText(pass.packageName, pass.hindi?.name, locale)
  const days = packageText(pass.itinerary, pass.hindi?.itinerary, locale)
  const inclusions = packageText(pass.inclusions, pass.hindi?.inclusions, locale)
  const exclusions = packageText(pass.exclusions, pass.hindi?.exclusions, locale)
  // Start and end points have no Hindi of their own.
  const places = locale === 'en' ? undefined : ('en' as const)
  const place = (value: string) =>
    places ? `<span lang="${places}">${escapeHtml(value)}</span>` : escapeHtml(value)
  const firstDay = days.value[0]
  const phone = formatPhone(operatorPhone)
  const travellers = pass.travellers
    .map((traveller) => {
      const travellerName = traveller.name || m.trip_pass_traveller({ number: traveller.number }, o)
      const label = m.trip_pass_qr_label({ booking: pass.bookingId, number: traveller.number }, o)
      return `<li class="traveller">
<h3>${escapeHtml(travellerName)}</h3>
<p class="muted">${text(m.trip_pass_traveller_of({ number: traveller.number, seats: pass.seats }, o))} · ${escapeHtml(pass.bookingId)}/${traveller.number}</p>
${labelledQr(traveller.qrSvg, label)}
</li>`
    })
    .join('\n')
  const dayText = (value: string) =>
    days.lang ? `<span lang="${days.lang}">${escapeHtml(value)}</span>` : escapeHtml(value)
  const itinerary = days.value
    .map(
      (day) =>
        `<li><h3>${m.trip_pass_day({ day: day.day, title: dayText(day.title) }, o)}</h3><p${langOf(days.lang)}>${escapeHtml(day.details)}</p></li>`,
    )
    .join('\n')
  const body = `<header class="top">
<p class="brand">${escapeHtml(SITE.name)} · ${text(m.trip_pass_brand({}, o))}</p>
<h1${langOf(name.lang)}>${escapeHtml(name.value)}</h1>
<p>${escapeHtml(dates)} · ${pass.seats} ${text(pass.seats === 1 ? m.trip_pass_travellers_one({}, o) : m.trip_pass_travellers_other({}, o))}</p>
<p>${text(m.trip_pass_reference({}, o))} <strong>${escapeHtml(pass.bookingId)}</strong></p>
</header>
<main>
<section class="card offline" aria-labelledby="offline-heading">
<h2 id="offline-heading" class="sr-only">${text(m.trip_pass_offline_heading({}, o))}</h2>
<p id="offline-status" role="status">${text(m.trip_pass_offline_status({}, o))}</p>
<button type="button" id="save-offline" hidden>${text(m.trip_pass_save({}, o))}</button>
</section>
<section class="card" aria-labelledby="meet-heading">
<h2 id="meet-heading">${text(m.trip_pass_meet_heading({}, o))}</h2>
<dl>
<dt>${text(m.trip_pass_where({}, o))}</dt><dd>${pass.meetingPoint ? place(pass.meetingPoint) : text(m.trip_pass_meeting_unknown({}, o))}</dd>
<dt>${text(m.trip_pass_when({}, o))}</dt><dd>${escapeHtml(longDate(pass.startDate, locale))}${firstDay ? `: ${dayText(firstDay.title)}. ${dayText(firstDay.details)}` : ''}</dd>
${pass.endPoint ? `<dt>${text(m.trip_pass_ends_at({}, o))}</dt><dd>${m.trip_pass_ends_on({ place: place(pass.endPoint), date: escapeHtml(longDate(pass.endDate, locale)) }, o)}</dd>` : ''}
</dl>
</section>
<section class="card emergency" aria-labelledby="emergency-heading">
<h2 id="emergency-heading">${text(m.trip_pass_emergency_heading({}, o))}</h2>
<p>${text(m.trip_pass_emergency_text({}, o))} <a href="tel:+${escapeHtml(operatorPhone)}">${escapeHtml(phone)}</a></p>
</section>
<section class="card" aria-labelledby="travellers-heading">
<h2 id="travellers-heading">${text(m.trip_pass_travellers_heading({}, o))}</h2>
<p class="muted">${text(m.trip_pass_show_code({}, o))}</p>
<ul class="travellers">
${travellers}
</ul>
</section>
<section class="card" aria-labelledby="itinerary-heading">
<h2 id="itinerary-heading">${text(m.trip_pass_itinerary_heading({}, o))}</h2>
<ol class="itinerary">
${itinerary}
</ol>
</section>
<section class="card" aria-labelledby="carry-heading">
<h2 id="carry-heading">${text(m.trip_pass_carry_heading({}, o))}</h2>
${list(alwaysCarry(locale))}
${exclusions.value.length > 0 ? `<h3>${text(m.trip_pass_not_included({}, o))}</h3>\n${list(exclusions.value, exclusions.lang)}` : ''}
${inclusions.value.length > 0 ? `<h3>${text(m.trip_pass_included({}, o))}</h3>\n${list(inclusions.value, inclusions.lang)}` : ''}
</section>
</main>
<script src="${passAssetPath(PASS_SCRIPT_PATH, locale)}" defer></script>`
  return document(`${m.trip_pass_title({ name: name.value }, o)} | ${SITE.name}`, body, locale)
}

/** One answer for every link that is not a current pass: nothing says which part was wrong. */
export function renderPassNotFound(locale: Locale = 'en'): string {
  const o = { locale }
  const before = m.trip_pass_not_found_before({}, o).replace('Open the trip', 'Open the\ntrip')
  return document(
    `${m.trip_pass_not_found_title({}, o)} | ${SITE.name}`,
    `<main class="card"><h1>${text(m.trip_pass_not_found_heading({}, o))}</h1>
<p>${text(before)} <a href="${localizePath('/bookings', locale)}">${text(m.trip_pass_not_found_link({}, o))}</a>${text(m.trip_pass_not_found_after({}, o))}</p></main>`,
    locale,
  )
}
