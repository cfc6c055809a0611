import { type Booking, type RefundQuote, RefundQuoteSchema } from '@trippy/contracts'
import { indiaCalendarDate } from '@trippy/contracts/calendar'
import { localDate } from '../../lib/local-dates.ts'
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { api, ApiError } from '../../lib/api-client.ts'
import { formatInr } from '@trippy/contracts/money'
import * as m from '@trippy/i18n/messages'
import { localHref } from '../../lib/i18n.ts'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { LazyReadinessChecklist } from '../readiness/index.ts'
import { BookingDocuments } from './booking-documents.tsx'
import { TripPassLink } from '../trip-pass/index.ts'
import { BookingNotices, MoneyFacts, StatusBadge } from './booking-money.tsx'
import { BOOKING_TEXTS } from './booking-messages.ts'
import { canPay, paymentTexts, travellersActionLabel } from './booking-status.ts'
import { cancelBooking } from './cancel-booking.ts'
import { PayNow } from './pay-now.tsx'
import { PaymentDetails, summaryOfBooking } from './payment-details.tsx'
import { Fact, TripFacts } from './trip-facts.tsx'
import type { MyBookingsData } from './my-bookings-loader.ts'
import { CreditBalance } from '../credit/index.ts'
import type { RefundAs } from '@trippy/contracts/credit'
import { LazyBookingReview } from '../reviews/index.ts'
import { syncUserBookingStatus } from './user-bookings.ts'
import { useRefreshOnNotification } from '../notifications/index.ts'
import { localMessage } from '../../components/ui/form-text.tsx'
import { bookedPackageName } from './booked-package-name.ts'

// The dialogs' code is fetched when one is asked for: most visits to My Bookings open neither.
const loadCancelDialog = () => import('./cancel-booking-dialog.tsx')
const CancelBookingDialog = lazy(() =>
  loadCancelDialog().then((module) => ({ default: module.CancelBookingDialog })),
)
const TravellersDialog = lazy(() =>
  import('./travellers-dialog.tsx').then((module) => ({ default: module.TravellersDialog })),
)

/**
 * What the page shows: the loader's list, with the bookings changed here since (paid, cancelled,
 * travellers saved) swapped in from the server's answers until the list is read again; a failed
 * refresh keeps the last list on screen rather than turning it into an error.
 */
function useShownBookings(loaded: MyBookingsData) {
  const [shown, setShown] = useState<{ from: MyBookingsData; view: MyBookingsData }>({
    from: loaded,
    view: loaded,
  })
  if (shown.from !== loaded) {
    const keepList = loaded.status === 'error' && shown.view.status === 'ready'
    setShown({ from: loaded, view: keepList ? shown.view : loaded })
  }

  const replace = useCallback((booking: Booking) => {
    syncUserBookingStatus(booking)
    setShown((current) =>
      current.view.status === 'ready'
        ? {
            from: current.from,
            view: {
              ...current.view,
              bookings: current.view.bookings.map((item) =>
                item._id === booking._id ? booking : item,
              ),
            },
          }
        : current,
    )
  }, [])

  // The browser's own copy follows the server's (paid, cancelled, expired while away). Here, not in
  // the loader: user-bookings.ts is in every page's bundle, and a loader chunk importing it would
  // split it out into a file of its own there.
  useEffect(() => {
    if (loaded.status === 'ready')
      for (const booking of loaded.bookings) syncUserBookingStatus(booking)
  }, [loaded])

  return { view: shown.from === loaded ? shown.view : loaded, replace }
}

/**
 * /bookings, inside RequireAccount: each booking with its status, what was paid and what is due
 * by when, paying it, its travellers, its detail on demand, and cancellation with the refund
 * shown before confirming. A notification (payment received, hold expired) refreshes the list.
 */
export function MyBookingsPage({ loaded }: { loaded: MyBookingsData }) {
  const { view, replace } = useShownBookings(loaded)
  const { revalidate, state: revalidation } = useRevalidator()
  // Reads the list again through the route's clientLoader, without the spinner.
  const refreshNow = useCallback(() => void revalidate(), [revalidate])
  useRefreshOnNotification(refreshNow)
  const toast = useToast()
  const [editing, setEditing] = useState<Booking | null>(null)
  const [quoting, setQuoting] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<{ booking: Booking; quote: RefundQuote } | null>(
    null,
  )
  const [pending, setPending] = useState(false)

  async function askToCancel(booking: Booking) {
    setQuoting(booking._id)
    // The dialog's code comes while the refund is worked out.
    void loadCancelDialog().catch(() => undefined)
    try {
      const { data } = await api.get(`/api/bookings/${booking._id}/refund-quote`, {
        schema: RefundQuoteSchema,
      })
      setCancelling({ booking, quote: data })
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.fromServer
          ? localMessage(error.message)
          : BOOKING_TEXTS.cancelFailed,
      )
    } finally {
      setQuoting(null)
    }
  }

  async function cancel(refundAs: RefundAs) {
    if (!cancelling || pending) return
    setPending(true)
    const outcome = await cancelBooking(cancelling.booking._id, cancelling.quote, refundAs)
    if (outcome.ok) {
      replace(outcome.booking)
      toast.success(outcome.message)
      // The credit given (or given back) shows in the balance above the list.
      if (refundAs === 'credit' || cancelling.quote.creditReturned > 0) refreshNow()
    } else {
      toast.error(outcome.message)
    }
    setPending(false)
    setCancelling(null)
  }

  if (view.status === 'signed-out') return null
  if (view.status === 'error' && revalidation === 'loading') {
    return <Spinner label={m.my_bookings_loading()} />
  }
  if (view.status === 'error') {
    return (
      <div role="alert" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <p className="text-slate-800">{BOOKING_TEXTS.loadFailed}</p>
        <button type="button" onClick={refreshNow} className={`${primaryButtonClass} mt-4`}>
          {m.my_bookings_try_again()}
        </button>
      </div>
    )
  }
  if (view.bookings.length === 0) {
    return (
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <CreditBalance credit={view.credit} />
        <h2 className="text-brand text-xl font-semibold">{m.my_bookings_empty_title()}</h2>
        <p className="mt-2 max-w-2xl text-slate-700">{m.my_bookings_empty_text()}</p>
        <Link to={localHref('/packages')} className={`${primaryButtonClass} mt-5`}>
          {m.my_bookings_browse()}
        </Link>
      </section>
    )
  }

  const today = indiaCalendarDate()
  return (
    <section aria-labelledby="bookings-heading">
      <h2 id="bookings-heading" className="sr-only">
        {m.my_bookings_heading()}
      </h2>
      <CreditBalance credit={view.credit} />
      <p className="mb-4 text-slate-700">
        {view.bookings.length === 1
          ? m.my_bookings_count_one()
          : m.my_bookings_count_other({ count: view.bookings.length })}
      </p>
      <ul className="space-y-5">
        {view.bookings.map((booking) => (
          <li key={booking._id}>
            <BookingCard
              booking={booking}
              canCancel={
                (booking.metadata.status === 'pending' ||
                  booking.metadata.status === 'confirmed') &&
                booking.batchDetails.startDate >= today
              }
              quoting={quoting === booking._id}
              onCancel={() => void askToCancel(booking)}
              onEditTravellers={() => setEditing(booking)}
              onChange={replace}
              onStale={refreshNow}
            />
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {cancelling ? (
          <CancelBookingDialog
            booking={cancelling.booking}
            quote={cancelling.quote}
            pending={pending}
            onConfirm={(refundAs) => void cancel(refundAs)}
            onClose={() => {
              if (!pending) setCancelling(null)
            }}
          />
        ) : null}
        {editing ? (
          <TravellersDialog booking={editing} onSaved={replace} onClose={() => setEditing(null)} />
        ) : null}
      </Suspense>
    </section>
  )
}

function BookingCard({
  booking,
  canCancel,
  quoting,
  onCancel,
  onEditTravellers,
  onChange,
  onStale,
}: {
  booking: Booking
  canCancel: boolean
  quoting: boolean
  onCancel: () => void
  onEditTravellers: () => void
  onChange: (booking: Booking) => void
  onStale: () => void
}) {
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  const {
    packageDetails: pkg,
    batchDetails: departure,
    bookingInfo: info,
    customerDetails: traveller,
  } = booking
  const cancelled = booking.metadata.status === 'cancelled'
  const bookedOn = localDate(indiaCalendarDate(new Date(booking.metadata.bookingDate)))
  const payments = paymentTexts(booking)
  const name = bookedPackageName(pkg)

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-name`} lang={name.lang} className="text-brand text-lg font-semibold">
            {name.value}
          </h3>
          <p className="text-sm text-slate-600">
            {m.my_bookings_booked_on({ date: bookedOn, reference: booking._id })}
          </p>
        </div>
        <StatusBadge booking={booking} />
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={m.my_bookings_departure()}>
          {localDate(departure.startDate)} – {localDate(departure.endDate)}
        </Fact>
        <Fact term={m.my_bookings_seats()}>{info.numberOfSeats}</Fact>
        <Fact term={m.my_bookings_total()}>{formatInr(info.total)}</Fact>
        <MoneyFacts booking={booking} />
      </dl>
      <BookingNotices booking={booking} />

      <div className="mt-4 flex flex-wrap items-start gap-3">
        {canPay(booking) ? (
          <PayNow booking={booking} onChange={onChange} onStale={onStale} />
        ) : null}
        {booking.travellersEditable && !cancelled ? (
          <button
            type="button"
            onClick={onEditTravellers}
            className="text-brand rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
          >
            {travellersActionLabel(booking)}
            <span className="sr-only"> {m.my_bookings_for_package({ name: name.value })}</span>
          </button>
        ) : null}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-detail`}
          onClick={() => setExpanded((open) => !open)}
          className="text-brand rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
        >
          {expanded ? m.my_bookings_hide_details() : m.my_bookings_show_details()}
          <span className="sr-only"> {m.my_bookings_of_package({ name: name.value })}</span>
        </button>
        <BookingDocuments booking={booking} />
        <TripPassLink booking={booking} name={name.value} />
        {canCancel ? (
          <button
            type="button"
            onClick={onCancel}
            disabled={quoting}
            className="rounded-full px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
          >
            {quoting ? m.my_bookings_checking_refund() : m.my_bookings_cancel_booking()}
            <span className="sr-only"> {m.my_bookings_for_package({ name: name.value })}</span>
          </button>
        ) : null}
      </div>
      {booking.metadata.status === 'completed' ? (
        <LazyBookingReview bookingId={booking._id} packageName={name.value} />
      ) : null}

      {cancelled || booking.metadata.status === 'completed' ? null : (
        <LazyReadinessChecklist bookingId={booking._id} />
      )}

      <div
        id={`${id}-detail`}
        hidden={!expanded}
        className="mt-5 grid gap-6 border-t border-slate-100 pt-5 lg:grid-cols-2"
      >
        <div>
          <h4 className="font-semibold text-slate-900">{m.my_bookings_trip()}</h4>
          <TripFacts
            name={name}
            slug={pkg.packageSlug}
            duration={pkg.duration}
            startDate={departure.startDate}
            endDate={departure.endDate}
            seats={info.numberOfSeats}
            paymentType={info.paymentType}
            addons={booking.addons}
          >
            <Fact term={m.my_bookings_lead_traveller()}>{traveller.fullName}</Fact>
            <Fact term={m.my_bookings_contact()}>
              {traveller.phone}, {traveller.email}
            </Fact>
            <Fact term={m.my_bookings_address()}>{traveller.address}</Fact>
            <Fact term={m.my_bookings_emergency_contact()}>
              {traveller.emergencyName}, {traveller.emergencyContact}
            </Fact>
            {traveller.specialRequirements ? (
              <Fact term={m.my_bookings_special_requirements()}>
                {traveller.specialRequirements}
              </Fact>
            ) : null}
            {cancelled && booking.cancelledAt ? (
              <Fact term={m.my_bookings_cancelled_on()}>
                {localDate(indiaCalendarDate(new Date(booking.cancelledAt)))}
              </Fact>
            ) : null}
          </TripFacts>
        </div>
        <div>
          <h4 className="font-semibold text-slate-900">{m.my_bookings_payment_details()}</h4>
          <PaymentDetails
            summary={summaryOfBooking(booking)}
            seats={info.numberOfSeats}
            offerPrice={pkg.offerPrice}
            addons={booking.addons}
            paymentType={info.paymentType}
            dueDate={info.remainingDueDate}
            promoCode={info.promoCode}
            className="mt-2"
          />
          {payments.length > 0 ? (
            <>
              <h4 className="mt-4 font-semibold text-slate-900">{m.my_bookings_payments()}</h4>
              <ul className="mt-1 space-y-1 text-sm text-slate-700">
                {payments.map((text, index) => (
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </>
          ) : null}
          {booking.travellers.some((person) => person.name.trim() !== '') ? (
            <>
              <h4 className="mt-4 font-semibold text-slate-900">{m.my_bookings_travellers()}</h4>
              <ul className="mt-1 space-y-1 text-sm text-slate-700">
                {booking.travellers.map((person, seat) => (
                  <li key={seat}>
                    {person.name.trim() || m.my_bookings_traveller_no_details({ number: seat + 1 })}
                    {person.age !== null ? `, ${person.age}` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="mt-2 text-xs text-slate-600">
            {booking.refundPolicy === 'group'
              ? m.my_bookings_policy_group()
              : m.my_bookings_policy_standard()}
          </p>
        </div>
      </div>
    </article>
  )
}
