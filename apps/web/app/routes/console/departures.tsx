import type { ConsoleDeparture } from '@trippy/contracts'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { useState } from 'react'
import { Form, Link, useRevalidator, useSearchParams } from 'react-router'
import { loadConsole } from '../../features/console/console-api.ts'
import { dangerButtonClass, secondaryButtonClass } from '../../features/console/console-dialog.tsx'
import { consoleMeta } from '../../features/console/console-texts.ts'
import {
  ConsolePage,
  EmptyNote,
  listQuery,
  metaOf,
  Pager,
  Panel,
} from '../../features/console/console-ui.tsx'
import {
  AddDepartureForm,
  CancelDepartureDialog,
  MessageTravellersDialog,
  SeatsForm,
} from '../../features/console/departure-forms.tsx'
import { DepartureWaitlist } from '../../features/console/departure-waitlist.tsx'
import { ExportCsvButton } from '../../features/console/export-csv-button.tsx'
import { listPackageChoices } from '../../features/console/packages-list.ts'
import type { Route } from './+types/departures'

export function meta() {
  return consoleMeta('Departures')
}

const FILTERS = ['packageId', 'from', 'to', 'page'] as const

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The list first: it sends a signed-out visitor to the login before anything else is asked.
  const answer = await loadConsole<ConsoleDeparture[]>(
    request,
    `/api/console/departures${listQuery(request.url, FILTERS)}`,
  )
  const packages = await listPackageChoices(request.signal)
  return { departures: answer.data, meta: metaOf(answer), packages }
}

type Open = { kind: 'cancel' | 'message'; departure: ConsoleDeparture } | null

/** Departures from today on: seats, cancelling, messaging; and adding a new one. */
export default function ConsoleDepartures({ loaderData }: Route.ComponentProps) {
  const { departures, meta, packages } = loaderData
  const revalidator = useRevalidator()
  const refresh = () => void revalidator.revalidate()
  const [open, setOpen] = useState<Open>(null)
  const [params] = useSearchParams()

  return (
    <ConsolePage
      title="Departures"
      intro="Departures from today on: change seats, cancel, or message the travellers."
      actions={<ExportCsvButton list="departures" filters={FILTERS} what="departures" />}
    >
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter departures">
        <label className="text-sm font-medium text-slate-800">
          Package
          <select
            name="packageId"
            defaultValue={params.get('packageId') ?? ''}
            className="mt-1 block rounded-lg border border-slate-300 px-3 py-2"
          >
            <option value="">All packages</option>
            {packages.map((pkg) => (
              <option key={pkg._id} value={pkg._id}>
                {pkg.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          From
          <input
            type="date"
            name="from"
            defaultValue={params.get('from') ?? ''}
            className="mt-1 block rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <button type="submit" className={secondaryButtonClass}>
          Show
        </button>
      </Form>
      {departures.length === 0 ? (
        <EmptyNote>No departures from today on.</EmptyNote>
      ) : (
        <ul className="space-y-3" aria-label="Upcoming departures">
          {departures.map((departure) => (
            <li key={departure._id}>
              <article
                aria-label={`${departure.packageName}, ${formatCalendarDate(departure.startDate)}`}
                className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="font-semibold text-slate-900">{departure.packageName}</h2>
                    <p className="text-sm text-slate-700">
                      {formatCalendarDate(departure.startDate)} –{' '}
                      {formatCalendarDate(departure.endDate)} · {departure.seatsSold} sold ·{' '}
                      {departure.seatsLeft} left
                      {departure.waitlistWaiting ? ` · ${departure.waitlistWaiting} waiting` : ''}
                    </p>
                  </div>
                  {departure.cancelledAt ? (
                    <p className="rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800">
                      Cancelled
                    </p>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`/console/departures/${departure._id}/manifest`}
                        className={secondaryButtonClass}
                      >
                        Manifest
                      </Link>
                      <button
                        type="button"
                        onClick={() => setOpen({ kind: 'message', departure })}
                        className={secondaryButtonClass}
                      >
                        Message travellers
                      </button>
                      <button
                        type="button"
                        onClick={() => setOpen({ kind: 'cancel', departure })}
                        className={dangerButtonClass}
                      >
                        Cancel departure
                      </button>
                    </div>
                  )}
                </div>
                {departure.cancelledAt ? null : (
                  <div className="mt-3">
                    <SeatsForm key={departure.seats} departure={departure} onDone={refresh} />
                  </div>
                )}
                <DepartureWaitlist
                  departureId={departure._id}
                  waiting={departure.waitlistWaiting ?? 0}
                />
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager meta={meta} label="Departures pages" />

      <Panel title="Add a departure">
        <AddDepartureForm packages={packages} onDone={refresh} />
      </Panel>

      {open?.kind === 'cancel' ? (
        <CancelDepartureDialog
          departure={open.departure}
          onClose={() => setOpen(null)}
          onDone={refresh}
        />
      ) : null}
      {open?.kind === 'message' ? (
        <MessageTravellersDialog departure={open.departure} onClose={() => setOpen(null)} />
      ) : null}
    </ConsolePage>
  )
}
