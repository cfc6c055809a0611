import type { WaitlistEntry } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { useState } from 'react'
import { Link } from 'react-router'
import { localMessage } from '../../components/ui/form-text.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { localHref } from '../../lib/i18n.ts'
import { localDate, localIndiaTime } from '../../lib/local-dates.ts'
import { leaveWaitlist } from './waitlist-api.ts'
import { useWaitlist } from './use-waitlist.ts'

function statusText(entry: WaitlistEntry): string {
  switch (entry.status) {
    case 'waiting':
      return entry.position
        ? m.waitlist_status_waiting_position({ position: entry.position })
        : m.waitlist_status_waiting()
    case 'offered':
      return m.waitlist_status_offered({ time: localIndiaTime(entry.offerExpiresAt ?? '') })
    case 'booked':
      return m.waitlist_status_booked()
    case 'lapsed':
      return m.waitlist_status_lapsed()
    case 'closed':
      return m.waitlist_status_closed()
    case 'left':
      return m.waitlist_status_left()
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
      toast.success(m.waitlist_left_toast())
      waitlist.reload()
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.fromServer
          ? localMessage(error.message)
          : m.waitlist_leave_failed(),
      )
    } finally {
      setLeaving(null)
    }
  }

  return (
    <section aria-labelledby="waitlist-heading" className="mb-8">
      <h2 id="waitlist-heading" className="text-brand mb-3 text-xl font-semibold">
        {m.waitlist_heading()}
      </h2>
      <ul className="space-y-3">
        {shown.map((entry) => {
          const active = entry.status === 'waiting' || entry.status === 'offered'
          return (
            <li key={entry._id}>
              <article
                aria-label={m.waitlist_entry_label({
                  name: entry.packageName,
                  date: localDate(entry.startDate),
                })}
                className={`rounded-2xl bg-white p-4 ring-1 ${entry.status === 'offered' ? 'ring-emerald-400' : 'ring-slate-200'}`}
              >
                <h3 className="font-semibold text-slate-900">{entry.packageName}</h3>
                <p className="text-sm text-slate-700">
                  {localDate(entry.startDate)} · {m.waitlist_seats({ count: entry.seats })}
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
                        to={localHref(`/booking/${entry.packageSlug}?batch=${entry.departureId}`)}
                        className="bg-brand rounded-full px-4 py-1.5 text-sm font-semibold text-white"
                      >
                        {m.waitlist_book_held()}
                      </Link>
                    ) : null}
                    <button
                      type="button"
                      disabled={leaving === entry._id}
                      onClick={() => void leave(entry)}
                      className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-800 disabled:opacity-60"
                    >
                      {m.waitlist_leave()}
                      <span className="sr-only">
                        {m.waitlist_leave_for({ name: entry.packageName })}
                      </span>
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
