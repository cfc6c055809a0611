import { WAITLIST_MAX_SEATS } from '@trippy/contracts/waitlist-limits'
import * as m from '@trippy/i18n/messages'
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useAccount, type LoginState } from '../account/index.ts'
import { FormText } from '../../components/ui/form-text.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { localHref } from '../../lib/i18n.ts'
import { localDate } from '../../lib/local-dates.ts'
import { joinWaitlist } from './waitlist-api.ts'

const PARTY_SIZES = Array.from({ length: WAITLIST_MAX_SEATS }, (_, index) => index + 1)

type Joined = { ok: true; position: number | null } | { ok: false; message: string } | null

/**
 * 'Join the waitlist' on a sold-out departure: a signed-in customer gives the party size and
 * joins; a visitor is sent to sign in first, and back here after.
 */
export function JoinWaitlist({
  departureId,
  startDate,
  maxSeats = WAITLIST_MAX_SEATS,
}: {
  departureId: string
  startDate: string
  maxSeats?: number
}) {
  const { customer } = useAccount()
  const location = useLocation()
  const id = useId()
  const [seats, setSeats] = useState(1)
  const [pending, setPending] = useState(false)
  const [joined, setJoined] = useState<Joined>(null)
  const when = localDate(startDate)

  if (!customer) {
    const state: LoginState = { from: `${location.pathname}${location.search}` }
    return (
      <Link
        to={localHref('/login')}
        state={state}
        className="text-brand text-sm font-semibold underline underline-offset-2"
      >
        {m.waitlist_sign_in()}
        <span className="sr-only">{m.waitlist_for_date({ date: when })}</span>
      </Link>
    )
  }
  if (joined?.ok) {
    return (
      <p role="status" className="text-sm font-medium text-emerald-800">
        {joined.position
          ? m.waitlist_joined_position({ date: when, position: joined.position })
          : m.waitlist_joined({ date: when })}
      </p>
    )
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    try {
      const entry = await joinWaitlist(departureId, seats)
      setJoined({ ok: true, position: entry.position })
    } catch (error) {
      setJoined({
        ok: false,
        message:
          error instanceof ApiError && error.fromServer ? error.message : m.waitlist_join_failed(),
      })
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={m.waitlist_form_label({ date: when })}
      className="flex flex-wrap items-end gap-2 text-sm"
    >
      <label htmlFor={`${id}-seats`} className="text-slate-700">
        {m.waitlist_travellers()}
        <select
          id={`${id}-seats`}
          value={seats}
          onChange={(event) => setSeats(Number(event.target.value))}
          className="ml-2 rounded-md border border-slate-300 px-2 py-1"
        >
          {PARTY_SIZES.filter((size) => size <= Math.max(1, maxSeats)).map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        disabled={pending}
        className="border-brand text-brand rounded-full border px-3 py-1 font-semibold disabled:opacity-60"
      >
        {m.waitlist_join()}
      </button>
      {joined && !joined.ok ? (
        <p role="alert" className="w-full text-red-700">
          <FormText text={joined.message} />
        </p>
      ) : null}
    </form>
  )
}
