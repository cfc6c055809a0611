import type { Booking } from '@trippy/contracts'
import { Link, useLocation } from 'react-router'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { formatInr } from '../../lib/format-inr.ts'
import { useAccount } from '../account/account-context.tsx'
import { primaryButtonClass } from '../account/form-field.tsx'
import { RequireAccount } from '../account/require-account.tsx'
import { formatCalendarDate } from '../catalogue/dates.ts'
import { BOOKING_TEXTS } from './booking-messages.ts'
import { readSuccessState } from './booking-state.ts'
import { PaymentDetails, summaryOfBooking } from './payment-details.tsx'
import { Fact, statusLabel, TripFacts } from './trip-facts.tsx'

const secondaryButtonClass =
  'text-brand inline-flex items-center justify-center rounded-full px-6 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-slate-100'

/**
 * /booking-success (spec §2): the booking just made, from navigation state: package, departure,
 * payment details and what happens next; without it, the 'Invalid Booking' page.
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
    <>
      <PageHero
        title="Booking confirmed"
        intro={`Thank you for booking with us. Your booking reference is ${success.booking._id}.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <RequireAccount>
          <BookedTrip booking={success.booking} />
        </RequireAccount>
      </div>
    </>
  )
}

function InvalidBooking() {
  return (
    <>
      <PageHero title={BOOKING_TEXTS.invalidBooking} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="max-w-2xl text-slate-700">
            There are no booking details to show here. This page opens right after a booking is
            confirmed; your bookings are always listed under My Bookings.
          </p>
          <Link to="/" className={`${primaryButtonClass} mt-5`}>
            Back to Home
          </Link>
        </section>
      </div>
    </>
  )
}

function BookedTrip({ booking }: { booking: Booking }) {
  const { packageDetails: pkg, batchDetails: batch, bookingInfo: info } = booking
  const advance = info.paymentType === 'advance'
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-8">
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
            startDate={batch.startDate}
            endDate={batch.endDate}
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
            <li>
              Our team will contact you within 24 hours on {booking.customerDetails.phone} or{' '}
              {booking.customerDetails.email} to confirm your seats and take the{' '}
              {advance ? 'advance' : 'payment'} of {formatInr(info.payableAmount)}.
            </li>
            {advance && info.remainingDueDate ? (
              <li>
                Pay the remaining {formatInr(info.remainingAmount)} by{' '}
                {formatCalendarDate(info.remainingDueDate)}, 15 days before departure.
              </li>
            ) : (
              <li>Nothing more is due after that payment: your trip is paid in full.</li>
            )}
            <li>
              Plans changed? Cancel from My Bookings before departure. Refunds follow our{' '}
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
          className="mt-3"
        />
        <p className="mt-3 text-xs text-slate-600">All amounts in Indian rupees, GST included.</p>
      </section>
    </div>
  )
}
