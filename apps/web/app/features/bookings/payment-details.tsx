import type { Booking } from '@trippy/contracts'
import type { ReactNode } from 'react'
import * as m from '@trippy/i18n/messages'
import { formatInr } from '@trippy/contracts/money'
import type { PaymentType, PriceSummary } from './booking-price.ts'
import { localDate } from '../../lib/local-dates.ts'
import { operatorText } from '../catalogue/index.ts'

type Props = {
  summary: PriceSummary
  seats: number
  offerPrice: number
  addons: { name: string; price: number }[]
  paymentType: PaymentType
  /** When the balance of an advance is due (15 days before departure). */
  dueDate: string | null
  /** The promo code whose discount `summary` holds. */
  promoCode?: string | null | undefined
  className?: string
}

/**
 * Payment details in rupees (bookings are charged in INR): package price, add-ons, GST 5 %,
 * total, and for an advance the advance and the remaining amount with its due date.
 */
export function PaymentDetails({
  summary,
  seats,
  offerPrice,
  addons,
  paymentType,
  dueDate,
  promoCode,
  className,
}: Props) {
  const times = (price: number) => `${seats} × ${formatInr(price)}`
  return (
    <dl className={`divide-y divide-slate-100 text-sm ${className ?? ''}`}>
      <Row
        term={m.booking_package_price({ times: times(offerPrice) })}
        value={formatInr(summary.packagePrice)}
      />
      {addons.map((addon, index) => {
        const name = operatorText(addon.name)
        return (
          <Row
            key={`${index}-${addon.name}`}
            term={
              name.lang ? (
                <>
                  <span lang={name.lang}>{name.value}</span>
                  {` (${times(addon.price)})`}
                </>
              ) : (
                `${addon.name} (${times(addon.price)})`
              )
            }
            value={formatInr(addon.price * seats)}
          />
        )
      })}
      {addons.length > 0 || summary.discount > 0 ? (
        <Row term={m.booking_subtotal()} value={formatInr(summary.subtotal)} />
      ) : null}
      {summary.discount > 0 ? (
        <Row
          term={
            promoCode ? m.booking_promo_code_named({ code: promoCode }) : m.booking_promo_discount()
          }
          value={`−${formatInr(summary.discount)}`}
        />
      ) : null}
      <Row term={m.booking_gst()} value={formatInr(summary.gst)} />
      <Row term={m.booking_total()} value={formatInr(summary.total)} strong />
      {paymentType === 'advance' ? (
        <>
          <Row term={m.booking_advance_25()} value={formatInr(summary.payableAmount)} strong />
          <Row
            term={
              dueDate
                ? m.booking_remaining_due_by({ date: localDate(dueDate) })
                : m.booking_remaining()
            }
            value={formatInr(summary.remainingAmount)}
          />
        </>
      ) : (
        <Row term={m.booking_full_payment()} value={formatInr(summary.payableAmount)} strong />
      )}
    </dl>
  )
}

function Row({
  term,
  value,
  strong = false,
}: {
  term: ReactNode
  value: string
  strong?: boolean
}) {
  return (
    <div
      className={`flex justify-between gap-4 py-2 ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{term}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  )
}

/** A booked price, as the server computed it, in the shape the payment details show. */
export function summaryOfBooking(booking: Booking): PriceSummary {
  const { bookingInfo: info, packageDetails: pkg } = booking
  const seats = info.numberOfSeats
  return {
    packagePrice: Math.round(pkg.offerPrice * seats * 100) / 100,
    addonsPrice:
      Math.round(booking.addons.reduce((sum, addon) => sum + addon.price, 0) * seats * 100) / 100,
    subtotal: info.subtotal,
    discount: info.discount,
    gst: info.gst,
    total: info.total,
    payableAmount: info.payableAmount,
    remainingAmount: info.remainingAmount,
  }
}
