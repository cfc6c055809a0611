import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import type { PaymentType } from './booking-price.ts'

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  advance: 'Advance (25% now)',
  full: 'Full payment',
}

/** What a booking is for: package, departure dates, seats, payment type and add-ons. */
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
  name: string
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
      <Fact term="Package">
        <Link
          to={`/packages/${slug}`}
          className="text-brand font-semibold underline underline-offset-4"
        >
          {name}
        </Link>
      </Fact>
      <Fact term="Duration">{duration}</Fact>
      <Fact term="Departure">
        {formatCalendarDate(startDate)} – {formatCalendarDate(endDate)}
      </Fact>
      <Fact term="Seats">{seats}</Fact>
      <Fact term="Payment type">{PAYMENT_TYPE_LABELS[paymentType]}</Fact>
      <Fact term="Add-ons">
        {addons.length > 0 ? addons.map((addon) => addon.name).join(', ') : 'None'}
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
