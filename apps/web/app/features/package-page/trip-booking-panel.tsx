import type { Batch, Package } from '@trippy/contracts'
import { discountPercent } from '@trippy/contracts/pricing'
import * as m from '@trippy/i18n/messages'
import type { RefObject } from 'react'
import { BookNowButton } from '../bookings/index.ts'
import { Price } from '../currency/index.ts'
import { useEnquiry } from '../leads/index.ts'
import { JoinWaitlist } from '../waitlist/index.ts'
import { localDate } from '../../lib/local-dates.ts'

/** The price, the departures to choose from, and the buttons to book or ask. */
export function TripBookingPanel({
  pkg,
  departures,
  departuresShown,
  bookable,
  batchId: departureId,
  onChoose,
}: {
  pkg: Package
  departures: Batch[]
  departuresShown: RefObject<HTMLFieldSetElement | null>
  /** Some departure has seats left. */
  bookable: boolean
  batchId: string
  onChoose: (departureId: string) => void
}) {
  const enquiry = useEnquiry()
  const discount = discountPercent(pkg)
  return (
    <aside
      aria-labelledby="booking-heading"
      className="h-fit rounded-2xl bg-white p-5 ring-1 ring-slate-200 lg:sticky lg:top-24"
    >
      <h2 id="booking-heading" className="sr-only">
        {m.package_page_price_and_departures()}
      </h2>
      <p>
        <Price inr={pkg.offerPrice} className="text-brand text-3xl font-bold" />
        <span className="ml-1 text-slate-600">{m.package_page_per_person()}</span>
      </p>
      {discount > 0 ? (
        <p className="mt-1 text-sm">
          <span className="text-slate-500 line-through">
            <span className="sr-only">{m.package_page_was()}</span>
            <Price inr={pkg.originalPrice} />
          </span>{' '}
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800">
            {m.package_page_discount_off({ discount })}
          </span>
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-500">{m.package_page_payment_terms()}</p>

      <fieldset ref={departuresShown} className="mt-5">
        <legend className="font-semibold text-slate-900">{m.package_page_departures()}</legend>
        {departures.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{m.package_page_no_departures()}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {departures.map((departure) => {
              const soldOut = departure.availability === 0
              return (
                <li key={departure._id}>
                  <label
                    className={`flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm ${soldOut ? 'border-slate-200 text-slate-500' : departureId === departure._id ? 'border-brand bg-brand/5' : 'border-slate-200'}`}
                  >
                    <span className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="departure"
                        value={departure._id}
                        disabled={soldOut}
                        checked={departureId === departure._id}
                        onChange={() => onChoose(departure._id)}
                      />
                      {localDate(departure.startDate)} – {localDate(departure.endDate)}
                    </span>
                    <span className={soldOut ? 'font-semibold text-red-700' : 'text-emerald-700'}>
                      {soldOut
                        ? m.package_page_sold_out()
                        : m.package_page_seats_left({ count: departure.availability })}
                    </span>
                  </label>
                  {soldOut ? (
                    <div className="mt-1 pl-3">
                      <JoinWaitlist
                        departureId={departure._id}
                        startDate={departure.startDate}
                        maxSeats={pkg.maxParticipants}
                      />
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )}
      </fieldset>
      <div className="mt-5 grid gap-3">
        {bookable ? (
          <BookNowButton
            pkg={pkg}
            departureId={departureId}
            departures={departures}
            className="bg-accent text-brand rounded-full px-6 py-3 text-center font-semibold hover:bg-amber-400"
          />
        ) : null}
        <button
          type="button"
          onClick={() => enquiry.open(pkg.name)}
          className="border-brand text-brand rounded-full border px-6 py-3 font-semibold"
        >
          {m.package_page_send_query()}
        </button>
      </div>
    </aside>
  )
}
