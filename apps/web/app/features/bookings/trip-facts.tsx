import type { ReactNode } from 'react'
import { Link } from 'react-router'
import * as m from '@trippy/i18n/messages'
import { type DataText, DataSpan, durationText, operatorText } from '../catalogue/index.ts'
import { localHref } from '../../lib/i18n.ts'
import { localDate } from '../../lib/local-dates.ts'
import type { PaymentType } from './booking-price.ts'

/** 'Advance (25% now)' or 'Full payment', in the page's language. */
export function paymentTypeLabel(type: PaymentType): string {
  return type === 'advance' ? m.booking_advance_now() : m.booking_full_payment()
}

/**
 * What a booking is for: package, departure dates, seats, payment type and add-ons. The name is
 * in the page's language where the package has one in it (`packageName`, `bookedPackageName`).
 */
export function TripFacts({
  name,
  slug,
  duration,
  startDate,
  endDate,
  seats,
  paymentType,
  addons,
  children,
}: {
  name: DataText
  slug: string
  duration: string
  startDate: string
  endDate: string
  seats: number
  paymentType: PaymentType
  addons: { name: string }[]
  children?: ReactNode
}) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <Fact term={m.booking_fact_package()}>
        <Link
          to={localHref(`/packages/${slug}`)}
          lang={name.lang}
          className="text-brand font-semibold underline underline-offset-4"
        >
          {name.value}
        </Link>
      </Fact>
      <Fact term={m.booking_fact_duration()}>
        <DataSpan text={durationText(duration)} />
      </Fact>
      <Fact term={m.booking_departure()}>
        {localDate(startDate)} – {localDate(endDate)}
      </Fact>
      <Fact term={m.booking_fact_seats()}>{seats}</Fact>
      <Fact term={m.booking_fact_payment_type()}>{paymentTypeLabel(paymentType)}</Fact>
      <Fact term={m.booking_fact_addons()}>
        {addons.length > 0 ? (
          <DataSpan text={operatorText(addons.map((addon) => addon.name).join(', '))} />
        ) : (
          m.booking_none()
        )}
      </Fact>
      {children}
    </dl>
  )
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  )
}
