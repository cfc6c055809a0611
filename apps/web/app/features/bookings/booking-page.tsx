import type { Package } from '@trippy/contracts'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { formatInr } from '@trippy/contracts/money'
import { useAccount, ProfileCompletionModal } from '../account/index.ts'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { useLiveSeats } from '../catalogue/index.ts'
import { JoinWaitlist, useHeldSeats } from '../waitlist/index.ts'
import { BookingChoices } from './booking-choices.tsx'

/**
 * /booking/{id}, inside RequireAccount: the booking dialog's choices on a page of their own, for
 * the package in the URL; `?batch=` starts on that departure. An incomplete profile is completed
 * first, as from the package page.
 */
export function BookingPage({ pkg }: { pkg: Package | null }) {
  if (!pkg) {
    return (
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-brand text-xl font-semibold">Trip not found</h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          This trip may have been renamed or may no longer run. Every trip open for booking is on
          the trips page.
        </p>
        <Link to="/packages" className={`${primaryButtonClass} mt-5`}>
          Browse all trips
        </Link>
      </section>
    )
  }
  return <BookTrip pkg={pkg} />
}

function BookTrip({ pkg }: { pkg: Package }) {
  const [searchParams] = useSearchParams()
  const live = useLiveSeats(pkg._id, pkg.batchDates)
  // Seats a waitlist offer holds for this customer are theirs to book on top of those left.
  const held = useHeldSeats()
  const departures = live.map((departure) => ({
    ...departure,
    availability: departure.availability + (held[departure._id] ?? 0),
  }))
  const soldOut = departures.filter((departure) => departure.availability <= 0)
  const { isProfileComplete } = useAccount()
  const [profileOpen, setProfileOpen] = useState(!isProfileComplete)

  return (
    <section
      aria-labelledby="trip-name"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="trip-name" className="text-brand text-2xl font-bold">
        {pkg.name}
      </h2>
      <p className="mt-1 text-slate-600">
        {pkg.location} · {pkg.duration} · {formatInr(pkg.offerPrice)} per person, plus 5% GST
      </p>
      <div className="mt-6">
        {isProfileComplete ? (
          <BookingChoices
            pkg={pkg}
            departures={departures}
            initialDepartureId={searchParams.get('batch') ?? undefined}
          />
        ) : (
          <div className="rounded-xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200">
            <p>We need your phone and address before you choose your departure.</p>
            <button
              type="button"
              onClick={() => setProfileOpen(true)}
              className={`${primaryButtonClass} mt-4`}
            >
              Complete your profile
            </button>
          </div>
        )}
      </div>
      {soldOut.length > 0 ? (
        <section aria-labelledby="waitlist-join-heading" className="mt-6">
          <h3 id="waitlist-join-heading" className="font-semibold text-slate-900">
            Sold-out departures
          </h3>
          <p className="text-sm text-slate-600">
            Join a waitlist: when seats come free we hold them for you.
          </p>
          <ul className="mt-2 space-y-2">
            {soldOut.map((departure) => (
              <li key={departure._id}>
                <JoinWaitlist
                  departureId={departure._id}
                  startDate={departure.startDate}
                  maxSeats={pkg.maxParticipants}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ProfileCompletionModal
        open={profileOpen && !isProfileComplete}
        onClose={() => setProfileOpen(false)}
      />
    </section>
  )
}
