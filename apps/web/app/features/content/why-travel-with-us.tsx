const REASONS = [
  {
    title: 'Local trek leaders',
    text: 'Our leaders and guides grew up in these valleys. They know the trails, the weather and the people along the way.',
  },
  {
    title: 'Safety on every departure',
    text: 'Itineraries gain height gradually, and every trek carries a first-aid kit, a pulse oximeter and oxygen, with a leader trained to use them.',
  },
  {
    title: 'Permits and registration handled',
    text: 'Forest permits, national park entries and the Char Dham yatra registration are arranged before you arrive.',
  },
  {
    title: 'Small groups, fixed departures',
    text: 'Join a scheduled departure with a small group, or ask us to run a private trip on your own dates.',
  },
  {
    title: 'Clear prices in rupees',
    text: 'The price you see is per person in rupees, with GST shown at booking and no hidden charges on the trip.',
  },
  {
    title: 'People who answer',
    text: 'A trip planner replies to every query within 24 hours, on email or WhatsApp, before and during your trip.',
  },
]

/** Why travel with us: what we do on every trip, without figures we cannot back. */
export function WhyTravelWithUs() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {REASONS.map((reason) => (
        <li key={reason.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-brand text-lg font-semibold">{reason.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{reason.text}</p>
        </li>
      ))}
    </ul>
  )
}
