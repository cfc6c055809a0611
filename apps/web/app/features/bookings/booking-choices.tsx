import type { Batch, Package } from '@trippy/contracts'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { BALANCE_DUE_DAYS_BEFORE } from '@trippy/contracts/pricing'
import * as m from '@trippy/i18n/messages'
import { localHref } from '../../lib/i18n.ts'
import { localDate } from '../../lib/local-dates.ts'
import { formatInr } from '@trippy/contracts/money'
import {
  advanceOffered,
  balanceDueDate,
  type PaymentType,
  summarisePrice,
} from './booking-price.ts'
import { packageDataOf } from './booking-state.ts'
import type { ConfirmationState } from './booking-state-schemas.ts'
import { newIdempotencyKey } from './idempotency-key.ts'
import { PaymentDetails } from './payment-details.tsx'
import { type AppliedPromo, PromoCodeField } from '../promo-codes/index.ts'
import { DataSpan, operatorText, packageText } from '../catalogue/index.ts'

type Props = {
  pkg: Package
  /** The departures to offer, with seats left as the page last heard them. */
  departures: Batch[]
  /** The departure to start on, when it still has seats. */
  initialDepartureId?: string | undefined
}

/** How many seats one booking can take on a departure: its seats left, within the group size. */
export function seatLimit(departure: Batch | undefined, maxParticipants: number): number {
  return departure ? Math.max(0, Math.min(departure.availability, maxParticipants)) : 0
}

/**
 * The booking choices (departure, seats, payment type, add-ons) with a live price summary, for
 * the booking dialog and /booking/{id}. Continue goes to /booking-confirmation with the choice.
 */
export function BookingChoices({ pkg, departures, initialDepartureId }: Props) {
  const navigate = useNavigate()
  const formId = useId()
  const open = departures.filter((departure) => departure.availability > 0)
  const [chosenDepartureId, setDepartureId] = useState(initialDepartureId)
  const [chosenSeats, setSeats] = useState(1)
  const [chosenPaymentType, setPaymentType] = useState<PaymentType>('advance')
  const [addonIds, setAddonIds] = useState<string[]>([])
  const [promo, setPromo] = useState<AppliedPromo | null>(null)

  // A departure that sold out meanwhile cannot stay chosen; fewer seats left lower the count.
  const departure = open.find((item) => item._id === chosenDepartureId) ?? open[0]
  // A near departure is paid in full; the choice made for a later one comes back with it.
  const advanceOpen = departure ? advanceOffered(departure.startDate) : true
  const paymentType: PaymentType = advanceOpen ? chosenPaymentType : 'full'
  const limit = seatLimit(departure, pkg.maxParticipants)
  const seats = Math.min(Math.max(chosenSeats, 1), Math.max(limit, 1))
  const addons = pkg.additionalServices.filter((addon) => addonIds.includes(addon._id))
  const summary = summarisePrice({
    offerPrice: pkg.offerPrice,
    addonPrices: addons.map((addon) => addon.price),
    seats,
    paymentType,
    promo,
  })

  if (!departure) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
        {m.booking_all_full()}
      </p>
    )
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!departure) return
    const state: ConfirmationState = {
      packageData: packageDataOf(pkg),
      bookingData: {
        batch: departure,
        numberOfSeats: seats,
        paymentType,
        addons,
        idempotencyKey: newIdempotencyKey(),
        ...(promo ? { promo } : {}),
      },
    }
    void navigate(localHref('/booking-confirmation'), { state })
  }

  const toggleAddon = (id: string, on: boolean) =>
    setAddonIds((ids) =>
      on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id),
    )

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-6 lg:grid-cols-[3fr_2fr]"
      aria-label={m.booking_form_label({ name: packageText(pkg, 'name').value })}
    >
      <div className="space-y-6">
        <fieldset>
          <legend className="font-semibold text-slate-900">{m.booking_departure()}</legend>
          <ul className="mt-2 space-y-2">
            {departures.map((item) => {
              const soldOut = item.availability <= 0
              const chosen = item._id === departure._id
              return (
                <li key={item._id}>
                  <label
                    className={`flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm ${
                      soldOut
                        ? 'border-slate-200 text-slate-500'
                        : chosen
                          ? 'border-brand bg-brand/5'
                          : 'border-slate-200 hover:border-slate-400'
                    }`}
                  >
                    <span className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={`${formId}-departure`}
                        value={item._id}
                        disabled={soldOut}
                        checked={chosen}
                        onChange={() => setDepartureId(item._id)}
                      />
                      {localDate(item.startDate)} – {localDate(item.endDate)}
                    </span>
                    <span className={soldOut ? 'font-semibold text-red-700' : 'text-emerald-700'}>
                      {soldOut
                        ? m.booking_sold_out()
                        : m.booking_seats_left({ count: item.availability })}
                    </span>
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>

        <div>
          <label htmlFor={`${formId}-seats`} className="block font-semibold text-slate-900">
            {m.booking_number_of_seats()}
          </label>
          <select
            id={`${formId}-seats`}
            value={seats}
            onChange={(event) => setSeats(Number(event.target.value))}
            aria-describedby={`${formId}-seats-hint`}
            className="mt-1 block w-32 rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            {Array.from({ length: limit }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
          <p id={`${formId}-seats-hint`} className="mt-1 text-sm text-slate-600">
            {m.booking_seats_up_to({ limit })}
            {seats >= 10 ? ` ${m.booking_group_policy()}` : ''}
          </p>
        </div>

        <fieldset>
          <legend className="font-semibold text-slate-900">{m.booking_payment()}</legend>
          <div className="mt-2 space-y-2 text-sm">
            {advanceOpen ? (
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name={`${formId}-payment`}
                  value="advance"
                  checked={paymentType === 'advance'}
                  onChange={() => setPaymentType('advance')}
                  className="mt-1"
                />
                <span>
                  <span className="font-medium text-slate-900">{m.booking_advance_now()}</span>
                  <span className="block text-slate-600">{m.booking_remaining_due()}</span>
                </span>
              </label>
            ) : (
              <p id={`${formId}-full-only`} className="text-slate-600">
                {m.booking_full_payment_only({ days: BALANCE_DUE_DAYS_BEFORE })}
              </p>
            )}
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name={`${formId}-payment`}
                value="full"
                checked={paymentType === 'full'}
                onChange={() => setPaymentType('full')}
                aria-describedby={advanceOpen ? undefined : `${formId}-full-only`}
                className="mt-1"
              />
              <span className="font-medium text-slate-900">{m.booking_full_payment()}</span>
            </label>
          </div>
        </fieldset>

        {pkg.additionalServices.length > 0 ? (
          <fieldset>
            <legend className="font-semibold text-slate-900">
              {m.booking_addons_per_traveller()}
            </legend>
            <ul className="mt-2 space-y-2 text-sm">
              {pkg.additionalServices.map((addon) => (
                <li key={addon._id}>
                  <label className="flex items-center justify-between gap-3">
                    <span className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        value={addon._id}
                        checked={addonIds.includes(addon._id)}
                        onChange={(event) => toggleAddon(addon._id, event.target.checked)}
                      />
                      <DataSpan text={operatorText(addon.name)} />
                    </span>
                    <span className="text-slate-700">{formatInr(addon.price)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}

        <PromoCodeField packageId={pkg._id} seats={seats} applied={promo} onChange={setPromo} />
      </div>

      <section
        aria-labelledby={`${formId}-summary`}
        className="h-fit rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
      >
        <h3 id={`${formId}-summary`} className="text-brand font-semibold">
          {m.booking_price_summary()}
        </h3>
        <div aria-live="polite">
          <PaymentDetails
            summary={summary}
            seats={seats}
            offerPrice={pkg.offerPrice}
            addons={addons}
            paymentType={paymentType}
            dueDate={paymentType === 'advance' ? balanceDueDate(departure.startDate) : null}
            promoCode={promo?.code}
            className="mt-2"
          />
        </div>
        <p className="mt-2 text-xs text-slate-600">{m.booking_charged_in_inr()}</p>
        <button type="submit" className={`${primaryButtonClass} mt-4 w-full`}>
          {m.booking_continue()}
        </button>
      </section>
    </form>
  )
}
