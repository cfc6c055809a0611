import { type Booking, BookingSchema } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { useCallback, useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { api } from '../../lib/api-client.ts'
import { formatInr } from '@trippy/contracts/money'
import { useAccount, RequireAccount } from '../account/index.ts'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { BookingNotices, MoneyFacts, StatusBadge } from './booking-money.tsx'
import { BOOKING_TEXTS } from './booking-messages.ts'
import { readSuccessState } from './booking-state-schemas.ts'
import { canPay, statusLabel, travellersMissingText } from './booking-status.ts'
import { PayNow } from './pay-now.tsx'
import { PaymentDetails, summaryOfBooking } from './payment-details.tsx'
import { Fact, TripFacts } from './trip-facts.tsx'
import { syncUserBookingStatus } from './user-bookings.ts'
import { localHref } from '../../lib/i18n.ts'
import { localDate, localIndiaTime } from '../../lib/local-dates.ts'
import { useRefreshOnNotification } from '../notifications/index.ts'
import { bookedPackageName } from './booked-package-name.ts'

const secondaryButtonClass =
  'text-brand inline-flex items-center justify-center rounded-full px-6 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-slate-100'

/**
 * /booking-success: the booking just made, from navigation state: package, departure, what is paid
 * and due (with 'Pay ₹X now'), payment details and what happens next; without it, the 'Invalid
 * Booking' page. The booking is read again from the server on arrival, after a payment and whenever
 * a notification arrives, so 'Confirmed' shows as soon as the money has.
 */
export function BookingSuccessPage() {
  const account = useAccount()
  const location = useLocation()
  const success = readSuccessState(location.state)

  // Navigation state exists only in the browser: decide once the page has hydrated.
  if (account.status === 'loading') {
    return (
      <>
        <PageHero title={m.booking_your_booking()} />
        <Spinner label={m.booking_loading()} />
      </>
    )
  }
  if (!success) return <InvalidBooking />
  return (
    <RequireAccount>
      <LiveBooking initial={success.booking} />
    </RequireAccount>
  )
}

/** The booking as the server has it now: read on arrival and again on every notification. */
function LiveBooking({ initial }: { initial: Booking }) {
  const [booking, setBooking] = useState(initial)
  const refresh = useCallback(async () => {
    try {
      const { data } = await api.get(`/api/bookings/${initial._id}`, { schema: BookingSchema })
      setBooking(data)
      syncUserBookingStatus(data)
    } catch {
      // The copy on screen stays; the next notification reads it again.
    }
  }, [initial._id])
  const refreshNow = useCallback(() => void refresh(), [refresh])
  useEffect(refreshNow, [refreshNow])
  useRefreshOnNotification(refreshNow)

  const change = useCallback((next: Booking) => {
    setBooking(next)
    syncUserBookingStatus(next)
  }, [])

  const confirmed =
    booking.metadata.status === 'confirmed' || booking.metadata.status === 'completed'
  return (
    <>
      <PageHero
        title={confirmed ? m.booking_confirmed_title() : statusTitle(booking)}
        intro={m.booking_thank_you({ reference: booking._id })}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <BookedTrip booking={booking} onChange={change} onStale={refreshNow} />
      </div>
    </>
  )
}

/** The page's heading before the booking is confirmed: what it is now, in a word or two. */
function statusTitle(booking: Booking): string {
  if (booking.metadata.status === 'pending') return m.booking_received_title()
  return m.booking_status_title({ status: statusLabel(booking.metadata.status).toLowerCase() })
}

function InvalidBooking() {
  return (
    <>
      <PageHero title={BOOKING_TEXTS.invalidBooking} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="max-w-2xl text-slate-700">{m.booking_no_details()}</p>
          <Link to={localHref('/')} className={`${primaryButtonClass} mt-5`}>
            {m.booking_back_home()}
          </Link>
        </section>
      </div>
    </>
  )
}

function BookedTrip({
  booking,
  onChange,
  onStale,
}: {
  booking: Booking
  onChange: (booking: Booking) => void
  onStale: () => void
}) {
  const { packageDetails: pkg, batchDetails: departure, bookingInfo: info } = booking
  const advance = info.paymentType === 'advance'
  const pending = booking.metadata.status === 'pending'
  const missing = travellersMissingText(booking)
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-8">
        <section
          aria-labelledby="pay-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="pay-heading" className="text-brand text-xl font-semibold">
              {m.booking_payment_status()}
            </h2>
            <StatusBadge booking={booking} />
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <Fact term={m.booking_total()}>{formatInr(info.total)}</Fact>
            <MoneyFacts booking={booking} />
          </dl>
          <BookingNotices booking={booking} />
          {canPay(booking) ? (
            <div className="mt-5">
              <PayNow booking={booking} onChange={onChange} onStale={onStale} />
            </div>
          ) : null}
        </section>

        <section
          aria-labelledby="trip-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="trip-heading" className="text-brand text-xl font-semibold">
            {m.booking_your_trip()}
          </h2>
          <TripFacts
            name={bookedPackageName(pkg)}
            slug={pkg.packageSlug}
            duration={pkg.duration}
            startDate={departure.startDate}
            endDate={departure.endDate}
            seats={info.numberOfSeats}
            paymentType={info.paymentType}
            addons={booking.addons}
          >
            <Fact term={m.booking_lead_traveller()}>{booking.customerDetails.fullName}</Fact>
            <Fact term={m.booking_status()}>{statusLabel(booking.metadata.status)}</Fact>
          </TripFacts>
        </section>

        <section
          aria-labelledby="next-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="next-heading" className="text-brand text-xl font-semibold">
            {m.booking_whats_next()}
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-slate-700">
            {pending ? (
              <li>
                {booking.holdExpiresAt
                  ? m.booking_next_pay_by({
                      what: advance ? m.booking_the_advance() : m.booking_the_full_amount(),
                      amount: formatInr(booking.amountDue),
                      time: localIndiaTime(booking.holdExpiresAt),
                    })
                  : m.booking_next_pay({
                      what: advance ? m.booking_the_advance() : m.booking_the_full_amount(),
                      amount: formatInr(booking.amountDue),
                    })}
              </li>
            ) : null}
            <li>
              {m.booking_next_contact({
                phone: booking.customerDetails.phone,
                email: booking.customerDetails.email,
              })}
            </li>
            {advance && info.remainingDueDate ? (
              <li>
                {m.booking_next_remaining({
                  amount: formatInr(info.remainingAmount),
                  date: localDate(info.remainingDueDate),
                })}
              </li>
            ) : (
              <li>{m.booking_next_nothing_more()}</li>
            )}
            {missing ? <li>{m.booking_next_travellers({ missing })}</li> : null}
            <li>
              {m.booking_next_cancel_start()}{' '}
              <Link
                to={localHref('/cancellation-refund')}
                className="text-brand underline underline-offset-4"
              >
                {m.booking_next_cancel_link()}
              </Link>{' '}
              {m.booking_next_cancel_end()}
            </li>
          </ol>
        </section>

        <div className="flex flex-wrap gap-3">
          <Link to={localHref('/bookings')} className={primaryButtonClass}>
            {m.booking_view_my_bookings()}
          </Link>
          <Link to={localHref('/')} className={secondaryButtonClass}>
            {m.booking_back_home()}
          </Link>
        </div>
      </div>

      <section
        aria-labelledby="paid-heading"
        className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="paid-heading" className="text-brand text-xl font-semibold">
          {m.booking_payment_details()}
        </h2>
        <PaymentDetails
          summary={summaryOfBooking(booking)}
          seats={info.numberOfSeats}
          offerPrice={pkg.offerPrice}
          addons={booking.addons}
          paymentType={info.paymentType}
          dueDate={info.remainingDueDate}
          promoCode={info.promoCode}
          className="mt-3"
        />
        <p className="mt-3 text-xs text-slate-600">{m.booking_amounts_gst_included()}</p>
      </section>
    </div>
  )
}
