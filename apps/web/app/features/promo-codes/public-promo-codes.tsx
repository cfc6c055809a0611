import type { PublicPromoCode } from '@trippy/contracts'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { promoWords } from './promo-code-field.tsx'

/** The public promo codes in force, for /travel-coupon: what each takes off and its terms. */
export function PublicPromoCodes({ codes }: { codes: PublicPromoCode[] }) {
  if (codes.length === 0) {
    return <p className="mt-2 text-slate-600">No promo codes are open right now.</p>
  }
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {codes.map((promo) => (
        <li key={promo.code} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-brand font-mono text-xl font-bold tracking-wide">{promo.code}</p>
          <p className="mt-1 font-semibold text-slate-900">{promoWords(promo)} before GST</p>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            <li>Valid until {formatCalendarDate(promo.validTo)}</li>
            {promo.minSeats !== null && promo.minSeats > 1 ? (
              <li>For bookings of {promo.minSeats} seats or more</li>
            ) : null}
            <li>{promo.selectedTrips ? 'On selected trips' : 'On every trip'}</li>
          </ul>
        </li>
      ))}
    </ul>
  )
}
