import type { Package } from '@trippy/contracts'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { formatInr } from '@trippy/contracts/money'
import { useAccount, ProfileCompletionModal } from '../account/index.ts'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import {
  durationText,
  messageWithData,
  operatorText,
  packageText,
  useLiveSeats,
} from '../catalogue/index.ts'
import { JoinWaitlist, useHeldSeats } from '../waitlist/index.ts'
import { BookingChoices } from './booking-choices.tsx'
import { localHref } from '../../lib/i18n.ts'
import * as m from '@trippy/i18n/messages'

/**
 * /booking/{id}, inside RequireAccount: the booking dialog's choices on a page of their own, for
 * the package in the URL; `?batch=` starts on that departure. An incomplete profile is completed
 * first, as from the package page.
 */
export function BookingPage({ pkg }: { pkg: Package | null }) {
  if (!pkg) {
    return (
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-brand text-xl font-semibold">{m.booking_trip_not_found()}</h2>
        <p className="mt-2 max-w-2xl text-slate-700">{m.booking_trip_not_found_text()}</p>
        <Link to={localHref('/packages')} className={`${primaryButtonClass} mt-5`}>
          {m.booking_browse_all_trips()}
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
  const name = packageText(pkg, 'name')

  return (
    <section
      aria-labelledby="trip-name"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="trip-name" lang={name.lang} className="text-brand text-2xl font-bold">
        {name.value}
      </h2>
      <p className="mt-1 text-slate-600">
        {messageWithData(m.booking_price_line, {
          location: operatorText(pkg.location),
          duration: durationText(pkg.duration),
          price: formatInr(pkg.offerPrice),
        })}
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
            <p>{m.booking_profile_needed()}</p>
            <button
              type="button"
              onClick={() => setProfileOpen(true)}
              className={`${primaryButtonClass} mt-4`}
            >
              {m.booking_complete_profile()}
            </button>
          </div>
        )}
      </div>
      {soldOut.length > 0 ? (
        <section aria-labelledby="waitlist-join-heading" className="mt-6">
          <h3 id="waitlist-join-heading" className="font-semibold text-slate-900">
            {m.booking_sold_out_heading()}
          </h3>
          <p className="text-sm text-slate-600">{m.booking_waitlist_hint()}</p>
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
