import type { ConsoleSummary } from '@trippy/contracts'
import { formatCalendarDate, formatIndiaTime } from '@trippy/contracts/calendar'
import { Link } from 'react-router'
import { loadConsole } from '../../features/console/console-api.ts'
import { consoleMeta } from '../../features/console/console-texts.ts'
import {
  cellClass,
  ConsolePage,
  DataTable,
  EmptyNote,
  Panel,
  linkClass,
} from '../../features/console/console-ui.tsx'
import { formatInr } from '@trippy/contracts/money'
import type { Route } from './+types/dashboard'

export function meta() {
  return consoleMeta('Dashboard')
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data } = await loadConsole<ConsoleSummary>(request, '/api/console/summary')
  return { summary: data }
}

/** What leaves soon, what came in this month, and what needs chasing today. */
export default function ConsoleDashboard({ loaderData }: Route.ComponentProps) {
  const { summary } = loaderData
  return (
    <ConsolePage title="Dashboard" intro="What leaves soon, what came in, what needs chasing.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Panel title="Received this month">
          <p className="text-3xl font-bold text-slate-900 tabular-nums">
            {formatInr(summary.receivedThisMonth)}
          </p>
        </Panel>
        <Panel title="New leads">
          <p className="text-3xl font-bold text-slate-900 tabular-nums">{summary.newLeads}</p>
          <Link to="/console/leads?status=new" className={`${linkClass} mt-2 inline-block`}>
            Open the leads inbox
          </Link>
        </Panel>
      </div>

      {summary.overpayments.length > 0 ? (
        <Panel title="Overpayments to refund">
          <DataTable
            caption="Bookings paid beyond their total: refund the amount over"
            head={['Booking', 'Package', 'Total', 'Paid', 'Over']}
          >
            {summary.overpayments.map((over) => (
              <tr key={over.bookingId}>
                <td className={cellClass}>
                  <Link to={`/console/bookings/${over.bookingId}`} className={linkClass}>
                    {over.customerName}
                  </Link>
                </td>
                <td className={cellClass}>{over.packageName}</td>
                <td className={`${cellClass} tabular-nums`}>{formatInr(over.total)}</td>
                <td className={`${cellClass} tabular-nums`}>{formatInr(over.amountPaid)}</td>
                <td className={`${cellClass} font-semibold tabular-nums`}>
                  {formatInr(over.overpaid)}
                </td>
              </tr>
            ))}
          </DataTable>
        </Panel>
      ) : null}

      <Panel title="Upcoming departures (next 30 days)">
        {summary.upcomingDepartures.length === 0 ? (
          <EmptyNote>No departures in the next 30 days.</EmptyNote>
        ) : (
          <DataTable
            caption="Upcoming departures"
            head={['Package', 'Dates', 'Seats sold', 'Seats left']}
          >
            {summary.upcomingDepartures.map((departure) => (
              <tr key={departure._id}>
                <td className={cellClass}>{departure.packageName}</td>
                <td className={cellClass}>
                  {formatCalendarDate(departure.startDate)} –{' '}
                  {formatCalendarDate(departure.endDate)}
                </td>
                <td className={`${cellClass} tabular-nums`}>{departure.seatsSold}</td>
                <td className={`${cellClass} tabular-nums`}>{departure.seatsLeft}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>

      <Panel title="Holds about to expire">
        {summary.pendingHolds.length === 0 ? (
          <EmptyNote>No bookings are waiting for payment.</EmptyNote>
        ) : (
          <DataTable
            caption="Pending holds, soonest to expire first"
            head={['Booking', 'Package', 'Due', 'Hold expires']}
          >
            {summary.pendingHolds.map((hold) => (
              <tr key={hold.bookingId}>
                <td className={cellClass}>
                  <Link to={`/console/bookings/${hold.bookingId}`} className={linkClass}>
                    {hold.customerName}
                  </Link>
                </td>
                <td className={cellClass}>{hold.packageName}</td>
                <td className={`${cellClass} tabular-nums`}>{formatInr(hold.amountDue)}</td>
                <td className={cellClass}>{formatIndiaTime(hold.holdExpiresAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>

      <Panel title="Overdue balances">
        {summary.overdueBalances.length === 0 ? (
          <EmptyNote>No balance is overdue.</EmptyNote>
        ) : (
          <DataTable
            caption="Overdue balances, oldest due date first"
            head={['Booking', 'Package', 'Due', 'Was due on']}
          >
            {summary.overdueBalances.map((overdue) => (
              <tr key={overdue.bookingId}>
                <td className={cellClass}>
                  <Link to={`/console/bookings/${overdue.bookingId}`} className={linkClass}>
                    {overdue.customerName}
                  </Link>
                </td>
                <td className={cellClass}>{overdue.packageName}</td>
                <td className={`${cellClass} tabular-nums`}>{formatInr(overdue.amountDue)}</td>
                <td className={cellClass}>{formatCalendarDate(overdue.balanceDueDate)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>
    </ConsolePage>
  )
}
