import { formatCalendarDate } from '@trippy/contracts/calendar'
import { SITE } from '@trippy/contracts/site'
import type { TripPassView } from './trip-pass.service.ts'

export const PASS_STYLESHEET_PATH = '/trips/pass.css'
export const PASS_SCRIPT_PATH = '/trips/pass.js'
/** The site's icon (served by the web build), saved with the pass so it shows offline too. */
export const PASS_ICON_PATH = '/favicon.svg'

/** What every traveller brings whatever the trip; the package's exclusions follow. */
const ALWAYS_CARRY = [
  'This pass, saved for offline or printed',
  'A government photo ID for each traveller (the one given with the booking)',
  'Any medicines you take, and a copy of any medical certificate the trip asks for',
]

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** '919876543210' → '+91 98765 43210'; other numbers as +digits. */
export function formatPhone(digits: string): string {
  if (/^91\d{10}$/.test(digits)) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`
  return `+${digits}`
}

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
}

/** The QR code's SVG, named for screen readers and sized by the stylesheet. */
function labelledQr(svg: string, label: string): string {
  return svg
    .trim()
    .replace('<svg ', `<svg role="img" aria-label="${escapeHtml(label)}" class="qr" `)
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${PASS_ICON_PATH}" type="image/svg+xml">
<link rel="stylesheet" href="${PASS_STYLESHEET_PATH}">
</head>
<body>
${body}
</body>
</html>
`
}

/** The pass, whole, without JavaScript; the script only adds 'Save for offline'. */
export function renderPassPage(pass: TripPassView, operatorPhone: string): string {
  const dates = `${formatCalendarDate(pass.startDate, { month: 'long' })} to ${formatCalendarDate(pass.endDate, { month: 'long' })}`
  const firstDay = pass.itinerary[0]
  const phone = formatPhone(operatorPhone)
  const travellers = pass.travellers
    .map((traveller) => {
      const name = traveller.name || `Traveller ${traveller.number}`
      const label = `QR code of booking ${pass.bookingId}, traveller ${traveller.number}`
      return `<li class="traveller">
<h3>${escapeHtml(name)}</h3>
<p class="muted">Traveller ${traveller.number} of ${pass.seats} · ${escapeHtml(pass.bookingId)}/${traveller.number}</p>
${labelledQr(traveller.qrSvg, label)}
</li>`
    })
    .join('\n')
  const itinerary = pass.itinerary
    .map(
      (day) =>
        `<li><h3>Day ${day.day}: ${escapeHtml(day.title)}</h3><p>${escapeHtml(day.details)}</p></li>`,
    )
    .join('\n')
  const body = `<header class="top">
<p class="brand">${escapeHtml(SITE.name)} · Trip pass</p>
<h1>${escapeHtml(pass.packageName)}</h1>
<p>${escapeHtml(dates)} · ${pass.seats} ${pass.seats === 1 ? 'traveller' : 'travellers'}</p>
<p>Booking reference <strong>${escapeHtml(pass.bookingId)}</strong></p>
</header>
<main>
<section class="card offline" aria-labelledby="offline-heading">
<h2 id="offline-heading" class="sr-only">Offline copy</h2>
<p id="offline-status" role="status">Works with no signal once saved on this phone.</p>
<button type="button" id="save-offline" hidden>Save for offline</button>
</section>
<section class="card" aria-labelledby="meet-heading">
<h2 id="meet-heading">Meeting point and time</h2>
<dl>
<dt>Where</dt><dd>${escapeHtml(pass.meetingPoint || 'Your trek leader will confirm the meeting point')}</dd>
<dt>When</dt><dd>${escapeHtml(formatCalendarDate(pass.startDate, { month: 'long' }))}${firstDay ? `: ${escapeHtml(firstDay.title)}. ${escapeHtml(firstDay.details)}` : ''}</dd>
${pass.endPoint ? `<dt>Trip ends at</dt><dd>${escapeHtml(pass.endPoint)} on ${escapeHtml(formatCalendarDate(pass.endDate, { month: 'long' }))}</dd>` : ''}
</dl>
</section>
<section class="card emergency" aria-labelledby="emergency-heading">
<h2 id="emergency-heading">Emergency number</h2>
<p>The operator, day and night during the trip: <a href="tel:+${escapeHtml(operatorPhone)}">${escapeHtml(phone)}</a></p>
</section>
<section class="card" aria-labelledby="travellers-heading">
<h2 id="travellers-heading">Travellers</h2>
<p class="muted">Show each traveller's code to the trek leader at check-in.</p>
<ul class="travellers">
${travellers}
</ul>
</section>
<section class="card" aria-labelledby="itinerary-heading">
<h2 id="itinerary-heading">Itinerary, day by day</h2>
<ol class="itinerary">
${itinerary}
</ol>
</section>
<section class="card" aria-labelledby="carry-heading">
<h2 id="carry-heading">What to carry</h2>
${list(ALWAYS_CARRY)}
${pass.exclusions.length > 0 ? `<h3>Not included in the trip: bring or arrange it yourself</h3>\n${list(pass.exclusions)}` : ''}
${pass.inclusions.length > 0 ? `<h3>Included, so no need to bring it</h3>\n${list(pass.inclusions)}` : ''}
</section>
</main>
<script src="${PASS_SCRIPT_PATH}" defer></script>`
  return document(`Trip pass: ${pass.packageName} | ${SITE.name}`, body)
}

/** One answer for every link that is not a current pass: nothing says which part was wrong. */
export function renderPassNotFound(): string {
  return document(
    `Trip pass not found | ${SITE.name}`,
    `<main class="card"><h1>This trip pass link does not work</h1>
<p>It may have been replaced by a newer link, or the booking may have been cancelled. Open the
trip pass from <a href="/bookings">My Bookings</a>, or ask us for a new link.</p></main>`,
  )
}
