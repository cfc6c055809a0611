import type { Booking } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { requiresTravellerIds } from '@trippy/contracts/travellers'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { FormText } from '../../components/ui/form-text.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { api, ApiError } from '../../lib/api-client.ts'
import { useAccount, RequireAccount, useSignedInCustomer } from '../account/index.ts'
import { focusFirstInvalid, formValues } from '../../components/ui/form-helpers.ts'
import { FormField, TextAreaField } from '../../components/ui/field.tsx'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { formatInr } from '@trippy/contracts/money'
import { bookingConflict } from '@trippy/contracts/booking-messages'
import { BOOKING_TEXTS, receivedText } from './booking-messages.ts'
import { balanceDueDate, summarisePrice } from './booking-price.ts'
import { carriedPackageOf } from './booking-state.ts'
import {
  type ConfirmationState,
  readConfirmationState,
  type SuccessState,
} from './booking-state-schemas.ts'
import {
  CUSTOMER_DETAIL_FIELDS,
  CUSTOMER_DETAIL_LIMITS,
  type CustomerDetails,
  prefilledDetails,
  splitServerErrors,
  validateCustomerDetails,
} from './customer-details.ts'
import { PaymentDetails } from './payment-details.tsx'
import { TravellersFieldset } from './travellers-fieldset.tsx'
import {
  readTravellers,
  splitTravellerErrors,
  startingTravellers,
  travellerFieldName,
  type TravellerErrors,
} from './travellers-form.ts'
import { TripFacts } from './trip-facts.tsx'
import { appendUserBooking, browserStore } from './user-bookings.ts'
import { UseCreditChoice } from '../credit/index.ts'
import { packageName } from '../catalogue/index.ts'
import { localHref } from '../../lib/i18n.ts'
import { localIndiaTime } from '../../lib/local-dates.ts'

/**
 * /booking-confirmation: needs the booking and package data from the booking dialog, else 'Invalid
 * booking data' and home. Shows the summary, the payment details and the traveller form; Confirm
 * Booking books on the server, then goes to /booking-success.
 */
export function BookingConfirmationPage() {
  const account = useAccount()
  const location = useLocation()
  const navigate = useNavigate()
  const toast = useToast()
  const confirmation = readConfirmationState(location.state)
  // Navigation state exists only in the browser: decide once the page has hydrated.
  const invalid = account.status === 'ready' && !confirmation
  const warned = useRef(false)

  useEffect(() => {
    if (!invalid || warned.current) return
    warned.current = true
    toast.error(BOOKING_TEXTS.invalidData)
    void navigate(localHref('/'), { replace: true })
  }, [invalid, navigate, toast])

  return (
    <>
      <PageHero title={m.booking_confirm_title()} intro={m.booking_confirm_intro()} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        {account.status === 'loading' || !confirmation ? (
          <Spinner label={m.booking_loading()} />
        ) : (
          <RequireAccount>
            <Confirmation confirmation={confirmation} />
          </RequireAccount>
        )}
      </div>
    </>
  )
}

function Confirmation({ confirmation }: { confirmation: ConfirmationState }) {
  const { packageData: pkg, bookingData: choice } = confirmation
  const customer = useSignedInCustomer()
  const navigate = useNavigate()
  const toast = useToast()
  const form = useRef<HTMLFormElement>(null)
  const busy = useRef(false)
  const [pending, setPending] = useState(false)
  const [useCredit, setUseCredit] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Partial<CustomerDetails>>({})
  const [travellerErrors, setTravellerErrors] = useState<TravellerErrors>({})
  const [otherErrors, setOtherErrors] = useState<string[]>([])
  const [conflict, setConflict] = useState<{
    kind: ReturnType<typeof bookingConflict>
    message: string
  } | null>(null)
  const [initial] = useState(() => prefilledDetails(customer))
  const [travellers] = useState(() =>
    startingTravellers(choice.numberOfSeats, [], initial.fullName),
  )
  // The lead traveller's name follows the full name until the traveller changes it.
  const followedName = useRef(initial.fullName)

  useEffect(() => focusFirstInvalid(form.current), [fieldErrors, travellerErrors])

  const summary = summarisePrice({
    offerPrice: pkg.offerPrice,
    addonPrices: choice.addons.map((addon) => addon.price),
    seats: choice.numberOfSeats,
    paymentType: choice.paymentType,
    promo: choice.promo,
  })
  const { batch: departure } = choice

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const details = formValues(event.currentTarget, CUSTOMER_DETAIL_FIELDS)
    const problems = validateCustomerDetails(details)
    const data = new FormData(event.currentTarget)
    const given = readTravellers((name) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : ''
    }, choice.numberOfSeats)
    setOtherErrors([])
    setFieldErrors(problems)
    setTravellerErrors(given.errors)
    if (Object.keys(problems).length > 0 || Object.keys(given.errors).length > 0) return

    busy.current = true
    setPending(true)
    setConflict(null)
    try {
      const { data } = await api.post<Booking>(
        '/api/bookings',
        {
          packageId: pkg._id,
          batchId: departure._id,
          numberOfSeats: choice.numberOfSeats,
          paymentType: choice.paymentType,
          addonIds: choice.addons.map((addon) => addon._id),
          customerDetails: details,
          travellers: given.travellers,
          ...(useCredit ? { useCredit: true } : {}),
          ...(choice.promo ? { promoCode: choice.promo.code } : {}),
        },
        // The same key for every try of this confirmation: a double click or a retry after a
        // lost answer gets the booking already made instead of a second one.
        { headers: { 'Idempotency-Key': choice.idempotencyKey } },
      )
      rememberBooking(data)
      toast.success(
        data.metadata.status === 'confirmed'
          ? BOOKING_TEXTS.confirmed
          : receivedText(
              formatInr(data.amountDue),
              data.holdExpiresAt ? localIndiaTime(data.holdExpiresAt) : null,
            ),
      )
      const state: SuccessState = { booking: data, emailSent: false }
      void navigate(localHref('/booking-success'), { replace: true, state })
    } catch (error) {
      busy.current = false
      setPending(false)
      if (error instanceof ApiError && error.status === 409) {
        setConflict({ kind: bookingConflict(error.message), message: error.message })
        return
      }
      if (error instanceof ApiError && error.status === 400) {
        // Traveller paths first; the rest are the customer details' or the booking's own.
        const travellerSplit = splitTravellerErrors(error.fieldErrors())
        const rest = Object.entries(error.fieldErrors()).filter(
          ([path]) => !(path in travellerSplit.fields),
        )
        const split = splitServerErrors(Object.fromEntries(rest))
        setFieldErrors(split.fields)
        setTravellerErrors(travellerSplit.fields)
        setOtherErrors(split.other)
      }
      // A 401 has signed the customer out already, with its own message, and left for /login.
      if (!(error instanceof ApiError && error.status === 401)) toast.error(BOOKING_TEXTS.failed)
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-8">
        <section
          aria-labelledby="summary-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="summary-heading" className="text-brand text-xl font-semibold">
            {m.booking_summary_heading()}
          </h2>
          <TripFacts
            name={packageName(pkg)}
            slug={pkg.slug}
            duration={pkg.duration}
            startDate={departure.startDate}
            endDate={departure.endDate}
            seats={choice.numberOfSeats}
            paymentType={choice.paymentType}
            addons={choice.addons}
          />
        </section>

        {conflict?.kind === 'pending-limit' ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
            <p className="font-semibold">
              <FormText text={conflict.message} />
            </p>
            <p className="mt-1 text-sm">{m.booking_pending_limit_help()}</p>
            <Link to={localHref('/bookings')} className={`${primaryButtonClass} mt-4`}>
              {m.booking_go_to_my_bookings()}
            </Link>
          </div>
        ) : conflict ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
            <p className="font-semibold">
              <FormText text={conflict.message} />
            </p>
            <p className="mt-1 text-sm">
              {conflict.kind === 'seats'
                ? m.booking_seats_taken_help()
                : m.booking_choose_another()}
            </p>
            <Link
              to={localHref(`/package/${pkg._id}`)}
              state={{ packageData: carriedPackageOf(pkg), openBooking: true }}
              className={`${primaryButtonClass} mt-4`}
            >
              {m.booking_choose_again()}
            </Link>
          </div>
        ) : null}

        <section
          aria-labelledby="traveller-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="traveller-heading" className="text-brand text-xl font-semibold">
            {m.booking_traveller_details()}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{m.booking_traveller_details_intro()}</p>
          <form
            ref={form}
            noValidate
            aria-labelledby="traveller-heading"
            onSubmit={(event) => void onSubmit(event)}
            onInput={(event) => followFullName(event.currentTarget, event.target, followedName)}
            className="mt-5 grid gap-4 sm:grid-cols-2"
          >
            <FormField
              label={m.booking_field_full_name()}
              name="fullName"
              autoComplete="name"
              required
              maxLength={CUSTOMER_DETAIL_LIMITS.fullName}
              defaultValue={initial.fullName}
              error={fieldErrors.fullName}
            />
            <FormField
              label={m.booking_field_email()}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={CUSTOMER_DETAIL_LIMITS.email}
              defaultValue={initial.email}
              error={fieldErrors.email}
            />
            <FormField
              label={m.booking_field_phone()}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              maxLength={CUSTOMER_DETAIL_LIMITS.phone}
              defaultValue={initial.phone}
              error={fieldErrors.phone}
            />
            <div className="sm:col-span-2">
              <TextAreaField
                label={m.booking_field_address()}
                name="address"
                autoComplete="street-address"
                rows={2}
                required
                maxLength={CUSTOMER_DETAIL_LIMITS.address}
                defaultValue={initial.address}
                error={fieldErrors.address}
              />
            </div>
            <FormField
              label={m.booking_field_emergency_contact()}
              name="emergencyContact"
              type="tel"
              required
              maxLength={CUSTOMER_DETAIL_LIMITS.emergencyContact}
              error={fieldErrors.emergencyContact}
            />
            <FormField
              label={m.booking_field_emergency_name()}
              name="emergencyName"
              required
              maxLength={CUSTOMER_DETAIL_LIMITS.emergencyName}
              error={fieldErrors.emergencyName}
            />
            <div className="sm:col-span-2">
              <TextAreaField
                label={m.booking_field_special_requirements()}
                name="specialRequirements"
                rows={3}
                maxLength={CUSTOMER_DETAIL_LIMITS.specialRequirements}
                hint={m.booking_special_requirements_hint()}
                error={fieldErrors.specialRequirements}
              />
            </div>
            <TravellersFieldset
              travellers={travellers}
              required={requiresTravellerIds(pkg.categorySlug)}
              where="booking"
              errors={travellerErrors}
              className="sm:col-span-2"
            />
            {otherErrors.length > 0 ? (
              <ul
                role="alert"
                className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 sm:col-span-2"
              >
                {otherErrors.map((message) => (
                  <li key={message}>
                    <FormText text={message} />
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={pending}
                className={`${primaryButtonClass} w-full sm:w-auto`}
              >
                {pending ? BOOKING_TEXTS.confirming : BOOKING_TEXTS.confirm}
              </button>
            </div>
          </form>
        </section>
      </div>

      <section
        aria-labelledby="payment-heading"
        className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <h2 id="payment-heading" className="text-brand text-xl font-semibold">
          {m.booking_payment_details()}
        </h2>
        <PaymentDetails
          summary={summary}
          seats={choice.numberOfSeats}
          offerPrice={pkg.offerPrice}
          addons={choice.addons}
          paymentType={choice.paymentType}
          dueDate={choice.paymentType === 'advance' ? balanceDueDate(departure.startDate) : null}
          promoCode={choice.promo?.code}
          className="mt-3"
        />
        <UseCreditChoice
          checked={useCredit}
          onChange={setUseCredit}
          payable={summary.payableAmount}
        />
        <p className="mt-3 text-xs text-slate-600">
          {choice.paymentType === 'advance'
            ? m.booking_confirm_note_advance({ amount: formatInr(summary.payableAmount) })
            : m.booking_confirm_note_full({ amount: formatInr(summary.payableAmount) })}
        </p>
      </section>
    </div>
  )
}

/**
 * Keeps the lead traveller's name in step with the full name typed above it, for as long as the
 * two are the same (the traveller has not given the lead another name).
 */
function followFullName(
  form: HTMLFormElement,
  target: EventTarget,
  followed: { current: string },
): void {
  if (!(target instanceof HTMLInputElement) || target.name !== 'fullName') return
  const lead = form.elements.namedItem(travellerFieldName(0, 'name'))
  if (lead instanceof HTMLInputElement && lead.value === followed.current) lead.value = target.value
  followed.current = target.value
}

/**
 * Keeps the browser's copy (localStorage `userBookings`); the booking stands even if storage is
 * full.
 */
function rememberBooking(booking: Booking): void {
  const store = browserStore()
  if (!store) return
  try {
    appendUserBooking(store, booking)
  } catch {
    // Storage full or blocked: the server has the booking, and My Bookings reads it from there.
  }
}
