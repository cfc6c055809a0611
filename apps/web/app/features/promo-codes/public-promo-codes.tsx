import type { PublicPromoCode } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { localDate } from '../../lib/local-dates.ts'
import { promoWords } from './promo-code-field.tsx'

/** The public promo codes in force, for /travel-coupon: what each takes off and its terms. */
export function PublicPromoCodes({ codes }: { codes: PublicPromoCode[] }) {
  if (codes.length === 0) {
    return <p className="mt-2 text-slate-600">{m.promo_codes_none_open()}</p>
  }
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {codes.map((promo) => (
        <li key={promo.code} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-brand font-mono text-xl font-bold tracking-wide">{promo.code}</p>
          <p className="mt-1 font-semibold text-slate-900">
            {m.promo_codes_before_gst({ words: promoWords(promo) })}
          </p>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            <li>{m.promo_codes_valid_until({ date: localDate(promo.validTo) })}</li>
            {promo.minSeats !== null && promo.minSeats > 1 ? (
              <li>{m.promo_codes_min_seats({ count: promo.minSeats })}</li>
            ) : null}
            <li>
              {promo.selectedTrips ? m.promo_codes_selected_trips() : m.promo_codes_every_trip()}
            </li>
          </ul>
        </li>
      ))}
    </ul>
  )
}
