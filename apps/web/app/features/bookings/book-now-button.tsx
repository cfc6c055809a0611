import type { Batch, Package } from '@trippy/contracts'
import { useEffect, useId, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAccount, type LoginState, ProfileCompletionModal } from '../account/index.ts'
import { BookingDialog } from './booking-dialog.tsx'
import { closeStep, openStep, useBookingHost } from './booking-dialog-store.ts'
import { carriedPackageOf, reopenRequest } from './booking-state.ts'

type Props = {
  pkg: Package
  /** The departure chosen on the page, to start the dialog on. */
  batchId?: string | undefined
  /** The departures with seats left as the page shows them (live); the package's own otherwise. */
  departures?: Batch[] | undefined
  className?: string | undefined
}

/**
 * 'Book Now' on a package page. Signed out: /login, carrying the package, and back here after.
 * Profile incomplete: the completion modal first, with the package in this page's state so the
 * modal comes back to /package/{id} and the booking opens. Otherwise the booking dialog.
 */
export function BookNowButton({ pkg, batchId, departures, className }: Props) {
  const hostId = useId()
  const open = useBookingHost(hostId, pkg._id)
  const account = useAccount()
  const navigate = useNavigate()
  const location = useLocation()

  function onClick() {
    const packageData = carriedPackageOf(pkg, batchId)
    if (!account.customer) {
      const state: LoginState = { from: `/package/${pkg._id}`, packageData }
      void navigate('/login', { state })
      return
    }
    if (!account.isProfileComplete) {
      void navigate(`${location.pathname}${location.search}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
        state: { packageData },
      })
      openStep({ step: 'profile', packageId: pkg._id, batchId })
      return
    }
    openStep({ step: 'booking', packageId: pkg._id, batchId })
  }

  return (
    <>
      {/* Enabled once the session is known, so an early press is never lost. */}
      <button
        type="button"
        onClick={onClick}
        disabled={account.status === 'loading'}
        className={className}
      >
        Book Now
      </button>
      {open?.step === 'booking' ? (
        <BookingDialog
          pkg={pkg}
          departures={departures ?? pkg.batchDates}
          initialBatchId={open.batchId}
          onClose={() => closeStep('booking')}
        />
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
      openStep({ step: 'profile', packageId: pkg._id, batchId: request.batchId })
      return
    }
    openStep({ step: 'booking', packageId: pkg._id, batchId: request.batchId })
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
      state: null,
    })
  }, [account.status, account.customer, account.isProfileComplete, location, navigate, pkg._id])
}
