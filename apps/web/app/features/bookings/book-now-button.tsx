import type { Batch, Package } from '@trippy/contracts'
import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAccount, type LoginState, ProfileCompletionModal } from '../account/index.ts'
import { closeStep, openStep, useBookingHost } from './booking-dialog-store.ts'
import { carriedPackageOf, reopenRequest } from './booking-state.ts'
import { localHref } from '../../lib/i18n.ts'
import * as m from '@trippy/i18n/messages'

const loadBookingDialog = () => import('./booking-dialog.tsx')

/**
 * A lazy island (ADR 007): the booking dialog opens only for a signed-in customer with a complete
 * profile, so its choices, prices and payment details are fetched when it first opens (from a
 * pointer or focus on Book Now), not with every package page.
 */
const BookingDialog = lazy(() =>
  loadBookingDialog().then((module) => ({ default: module.BookingDialog })),
)

function preloadBookingDialog(): void {
  loadBookingDialog().catch(() => undefined)
}

type Props = {
  pkg: Package
  /** The departure chosen on the page, to start the dialog on. */
  departureId?: string | undefined
  /** The departures with seats left as the page shows them (live); the package's own otherwise. */
  departures?: Batch[] | undefined
  className?: string | undefined
}

/**
 * 'Book Now' on a package page. Signed out: /login, carrying the package, and back here after.
 * Profile incomplete: the completion modal first, with the package in this page's state so the
 * modal comes back to /package/{id} and the booking opens. Otherwise the booking dialog.
 */
export function BookNowButton({ pkg, departureId, departures, className }: Props) {
  const hostId = useId()
  const open = useBookingHost(hostId, pkg._id)
  const account = useAccount()
  const navigate = useNavigate()
  const location = useLocation()

  function onClick() {
    const packageData = carriedPackageOf(pkg, departureId)
    if (!account.customer) {
      const state: LoginState = { from: localHref(`/package/${pkg._id}`), packageData }
      void navigate(localHref('/login'), { state })
      return
    }
    if (!account.isProfileComplete) {
      void navigate(`${location.pathname}${location.search}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
        state: { packageData },
      })
      openStep({ step: 'profile', packageId: pkg._id, departureId })
      return
    }
    openStep({ step: 'booking', packageId: pkg._id, departureId })
  }

  return (
    <>
      {/* Enabled once the session is known, so an early press is never lost. */}
      <button
        type="button"
        onClick={onClick}
        onPointerDown={account.customer ? preloadBookingDialog : undefined}
        onFocus={account.customer ? preloadBookingDialog : undefined}
        disabled={account.status === 'loading'}
        className={className}
      >
        {m.booking_book_now()}
      </button>
      {open?.step === 'booking' ? (
        <Suspense>
          <BookingDialog
            pkg={pkg}
            departures={departures ?? pkg.batchDates}
            initialDepartureId={open.departureId}
            onClose={() => closeStep('booking')}
          />
        </Suspense>
      ) : null}
      {open?.step === 'profile' && account.customer ? (
        <ProfileCompletionModal open onClose={() => closeStep('profile')} />
      ) : null}
    </>
  )
}

/**
 * Opens the booking flow by itself when the package page is reached with the package's data in
 * navigation state: back from /login (`{ packageData }`), or after the profile was completed
 * (`{ packageData, openBooking: true }`). Once the dialog is open the state is cleared, so a
 * reload or a return through history does not open it again.
 */
export function useReopenBooking(pkg: Pick<Package, '_id'>): void {
  const account = useAccount()
  const location = useLocation()
  const navigate = useNavigate()
  const handled = useRef<string | null>(null)

  useEffect(() => {
    if (account.status === 'loading' || handled.current === location.key) return
    const request = reopenRequest(location.state, pkg._id)
    if (!request) return
    handled.current = location.key
    if (!account.customer) return
    if (!account.isProfileComplete) {
      openStep({ step: 'profile', packageId: pkg._id, departureId: request.batchId })
      return
    }
    openStep({ step: 'booking', packageId: pkg._id, departureId: request.batchId })
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
      state: null,
    })
  }, [account.status, account.customer, account.isProfileComplete, location, navigate, pkg._id])
}
