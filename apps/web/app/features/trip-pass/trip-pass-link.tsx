import type { Booking } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { localHref } from '../../lib/i18n.ts'

/**
 * 'Trip pass' on a confirmed booking: a plain link, since the pass is a page the server renders
 * on its own (docs/trip-pass.md), not a route of this app. `name` is the trip's in the page's
 * language, as the booking shows it.
 */
export function TripPassLink({ booking, name }: { booking: Booking; name: string }) {
  if (!booking.passUrl) return null
  return (
    <a
      href={localHref(booking.passUrl)}
      className="text-brand rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
    >
      {m.trip_pass_link()}
      <span className="sr-only"> {m.trip_pass_link_for({ name })}</span>
    </a>
  )
}
