import { type Booking, BookingSchema } from '@trippy/contracts'
import { formatCalendarDate, formatIndiaTime } from '@trippy/contracts/calendar'
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
import { useRefreshOnNotification } from './use-refresh-on-notification.ts'
import { syncUserBookingStatus } from './user-bookings.ts'

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
        <PageHero title="Your booking" />
        <Spinner label="Loading your booking…" />
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
        title={confirmed ? 'Booking confirmed' : statusTitle(booking)}
        intro={`Thank you for booking with us. Your booking reference is ${booking._id}.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <BookedTrip booking={booking} onChange={change} onStale={refreshNow} />
      </div>
    </>
  )
}

/** The page's heading before the booking is confirmed: what it is now, in a word or two. */
function statusTitle(booking: Booking): string {
  if (booking.metadata.status === 'pending') return 'Booking received'
  return `Booking ${statusLabel(booking.metadata.status).toLowerCase()}`
}

function InvalidBooking() {
  return (
    <>
      <PageHero title={BOOKING_TEXTS.invalidBooking} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="max-w-2xl text-slate-700">
            There are no booking details to show here. This page opens right after a booking is
            made; your bookings are always listed under My Bookings.
          </p>
          <Link to="/" className={`${primaryButtonClass} mt-5`}>
            Back to Home
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
              Payment status
            </h2>
            <StatusBadge booking={booking} />
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <Fact term="Total">{formatInr(info.total)}</Fact>
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
            Your trip
          </h2>
          <TripFacts
            name={pkg.packageName}
            slug={pkg.packageSlug}
            duration={pkg.duration}
            startDate={departure.startDate}
            endDate={departure.endDate}
            seats={info.numberOfSeats}
            paymentType={info.paymentType}
            addons={booking.addons}
          >
            <Fact term="Lead traveller">{booking.customerDetails.fullName}</Fact>
            <Fact term="Status">{statusLabel(booking.metadata.status)}</Fact>
          </TripFacts>
        </section>

        <section
          aria-labelledby="next-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="next-heading" className="text-brand text-xl font-semibold">
            What&apos;s Next
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-slate-700">
            {pending ? (
              <li>
                Pay the {advance ? 'advance' : 'full amount'} of {formatInr(booking.amountDue)}
                {booking.holdExpiresAt ? ` by ${formatIndiaTime(booking.holdExpiresAt)}` : ''} to
                confirm your booking, online or by UPI or bank transfer. We hold your seats until
                then; a booking not paid in time is cancelled and its seats released.
              </li>
            ) : null}
            <li>
              Our team will contact you within 24 hours on {booking.customerDetails.phone} or{' '}
              {booking.customerDetails.email} about your trip.
            </li>
            {advance && info.remainingDueDate ? (
              <li>
                Pay the remaining {formatInr(info.remainingAmount)} by{' '}
                {formatCalendarDate(info.remainingDueDate)}, 15 days before departure.
              </li>
            ) : (
              <li>Nothing more is due after the full payment.</li>
            )}
            {missing ? (
              <li>
                Add each traveller&apos;s name, age, gender and ID from My Bookings ({missing}).
              </li>
            ) : null}
            <li>
              Plans changed? Cancel from My Bookings before departure. Refunds of what you have paid
              follow our{' '}
              <Link to="/cancellation-refund" className="text-brand underline underline-offset-4">
                cancellation policy
              </Link>{' '}
              and go back to your original payment method within 7-10 business days.
            </li>
          </ol>
        </section>

        <div className="flex flex-wrap gap-3">
          <Link to="/bookings" className={primaryButtonClass}>
            View My Bookings
          </Link>
          <Link to="/" className={secondaryButtonClass}>
            Back to Home
          </Link>
        </div>
      </div>

      <section
        aria-labelledby="paid-heading"
        className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="paid-heading" className="text-brand text-xl font-semibold">
          Payment details
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
        <p className="mt-3 text-xs text-slate-600">All amounts in Indian rupees, GST included.</p>
      </section>
    </div>
  )
}
