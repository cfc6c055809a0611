import * as m from '@trippy/i18n/messages'

const REASONS = [
  { key: 'leaders', title: m.content_why_leaders_title, text: m.content_why_leaders_text },
  { key: 'safety', title: m.content_why_safety_title, text: m.content_why_safety_text },
  { key: 'permits', title: m.content_why_permits_title, text: m.content_why_permits_text },
  { key: 'groups', title: m.content_why_groups_title, text: m.content_why_groups_text },
  { key: 'prices', title: m.content_why_prices_title, text: m.content_why_prices_text },
  { key: 'people', title: m.content_why_people_title, text: m.content_why_people_text },
]

/** Why travel with us: what we do on every trip, without figures we cannot back. */
export function WhyTravelWithUs() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {REASONS.map((reason) => (
        <li key={reason.key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-brand text-lg font-semibold">{reason.title()}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{reason.text()}</p>
        </li>
      ))}
    </ul>
  )
}
