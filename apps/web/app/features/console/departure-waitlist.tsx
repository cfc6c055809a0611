import { type ConsoleWaitlistEntry, ConsoleWaitlistSchema } from '@trippy/contracts'
import { formatIndiaTime } from '@trippy/contracts/calendar'
import { useState } from 'react'
import { consoleApi, problemText } from './console-api.ts'

function stateOf(entry: ConsoleWaitlistEntry): string {
  if (entry.status === 'waiting') return `Waiting, number ${entry.position ?? '?'}`
  if (entry.status === 'offered')
    return `Offered until ${formatIndiaTime(entry.offerExpiresAt ?? '')}`
  return entry.status[0]?.toUpperCase() + entry.status.slice(1)
}

/** A departure's waitlist in the console, read when opened. */
export function DepartureWaitlist({
  departureId,
  waiting,
}: {
  departureId: string
  waiting: number
}) {
  const [entries, setEntries] = useState<ConsoleWaitlistEntry[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  function onToggle(event: React.SyntheticEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.open || entries) return
    consoleApi
      .get<unknown>(`/api/console/departures/${departureId}/waitlist`)
      .then(({ data }) => setEntries(ConsoleWaitlistSchema.parse(data)))
      .catch((error: unknown) => setProblem(problemText(error)))
  }

  return (
    <details onToggle={onToggle} className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">
        Waitlist ({waiting} waiting)
      </summary>
      {problem ? (
        <p role="alert" className="mt-2 text-red-700">
          {problem}
        </p>
      ) : entries === null ? (
        <p className="mt-2 text-slate-600">Loading…</p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-slate-600">Nobody has joined this departure’s waitlist.</p>
      ) : (
        <table className="mt-2 w-full text-left">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                Customer
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Seats
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Joined
              </th>
              <th scope="col" className="py-1 font-medium">
                State
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry._id} className="border-t border-slate-100">
                <td className="py-1 pr-3">
                  {entry.customerName}
                  {entry.customerEmail ? (
                    <span className="block text-slate-600">{entry.customerEmail}</span>
                  ) : null}
                </td>
                <td className="py-1 pr-3">{entry.seats}</td>
                <td className="py-1 pr-3">{formatIndiaTime(entry.joinedAt)}</td>
                <td className="py-1">{stateOf(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  )
}
