import type { WaitlistEntry } from '@trippy/contracts'
import { formatCalendarDate, formatIndiaTime } from '@trippy/contracts/calendar'
import { plural } from '@trippy/contracts/plural'
import { useState } from 'react'
import { Link } from 'react-router'
import { useToast } from '../../components/ui/toast.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { leaveWaitlist } from './waitlist-api.ts'
import { useWaitlist } from './use-waitlist.ts'

function statusText(entry: WaitlistEntry): string {
  switch (entry.status) {
    case 'waiting':
      return entry.position ? `Waiting: number ${entry.position} in line` : 'Waiting'
    case 'offered':
      return `Seats held for you until ${formatIndiaTime(entry.offerExpiresAt ?? '')}`
    case 'booked':
      return 'Booked'
    case 'lapsed':
      return 'Offer ended: not booked in time'
    case 'closed':
      return 'Waitlist closed'
    case 'left':
      return 'Left'
  }
}

/**
 * My Bookings' waitlist: each entry the customer joined, where they are in line or the seats
 * held for them (with the way to book them), and leaving.
 */
export function MyWaitlist() {
  const waitlist = useWaitlist()
  const toast = useToast()
  const [leaving, setLeaving] = useState<string | null>(null)
  const shown = waitlist.entries.filter((entry) => entry.status !== 'left')
  if (shown.length === 0) return null

  async function leave(entry: WaitlistEntry) {
    setLeaving(entry._id)
    try {
      await leaveWaitlist(entry._id)
      toast.success('You have left the waitlist')
      waitlist.reload()
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.fromServer
          ? error.message
          : 'Could not leave the waitlist. Please try again.',
      )
    } finally {
      setLeaving(null)
    }
  }

  return (
    <section aria-labelledby="waitlist-heading" className="mb-8">
      <h2 id="waitlist-heading" className="text-brand mb-3 text-xl font-semibold">
        Your waitlists
      </h2>
      <ul className="space-y-3">
        {shown.map((entry) => {
          const active = entry.status === 'waiting' || entry.status === 'offered'
          return (
            <li key={entry._id}>
              <article
                aria-label={`Waitlist: ${entry.packageName}, ${formatCalendarDate(entry.startDate)}`}
                className={`rounded-2xl bg-white p-4 ring-1 ${entry.status === 'offered' ? 'ring-emerald-400' : 'ring-slate-200'}`}
              >
                <h3 className="font-semibold text-slate-900">{entry.packageName}</h3>
                <p className="text-sm text-slate-700">
                  {formatCalendarDate(entry.startDate)} · {plural(entry.seats, 'seat', 'seats')}
                </p>
                <p
                  className={`mt-1 text-sm font-medium ${entry.status === 'offered' ? 'text-emerald-800' : 'text-slate-800'}`}
                >
                  {statusText(entry)}
                </p>
                {active ? (
                  <div className="mt-3 flex flex-wrap gap-2">
                    {entry.status === 'offered' ? (
                      <Link
                        to={`/booking/${entry.packageSlug}?batch=${entry.departureId}`}
                        className="bg-brand rounded-full px-4 py-1.5 text-sm font-semibold text-white"
                      >
                        Book your held seats
                      </Link>
                    ) : null}
                    <button
                      type="button"
                      disabled={leaving === entry._id}
                      onClick={() => void leave(entry)}
                      className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-800 disabled:opacity-60"
                    >
                      Leave<span className="sr-only"> the waitlist for {entry.packageName}</span>
                    </button>
                  </div>
                ) : null}
              </article>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
