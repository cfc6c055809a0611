import type { ConsoleCustomerDetail, CreditSummary } from '@trippy/contracts'
import { formatCalendarDate, formatIndiaTime } from '@trippy/contracts/calendar'
import { Link, useRevalidator } from 'react-router'
import { GrantCreditForm } from '../../features/console/grant-credit-form.tsx'
import { loadConsole } from '../../features/console/console-api.ts'
import { BOOKING_STATUS_LABELS, consoleMeta } from '../../features/console/console-texts.ts'
import {
  cellClass,
  ConsolePage,
  DataTable,
  EmptyNote,
  Panel,
  linkClass,
  bookingReference,
} from '../../features/console/console-ui.tsx'
import { formatInr } from '@trippy/contracts/money'
import type { Route } from './+types/customer'

export function meta() {
  return consoleMeta('Customer')
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const path = `/api/console/customers/${encodeURIComponent(params.id)}`
  const [{ data }, credit] = await Promise.all([
    loadConsole<ConsoleCustomerDetail>(request, path),
    loadConsole<CreditSummary>(request, `${path}/credit`),
  ])
  return { customer: data, credit: credit.data }
}

/** One customer: their account, every booking, and the leads that came from them. */
export default function ConsoleCustomer({ loaderData }: Route.ComponentProps) {
  const { customer, credit } = loaderData
  const { revalidate } = useRevalidator()
  return (
    <ConsolePage
      title={customer.name}
      intro={`Customer since ${formatIndiaTime(customer.createdAt)}`}
    >
      <p>
        <Link to="/console/customers" className={linkClass}>
          Back to customers
        </Link>
      </p>
      <Panel title="Account">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-slate-600">Email</dt>
          <dd className="font-medium text-slate-900">
            {customer.email ?? '—'}
            {customer.email ? (customer.emailVerified ? ' (verified)' : ' (not verified)') : ''}
          </dd>
          <dt className="text-slate-600">Phone</dt>
          <dd className="font-medium text-slate-900">{customer.phone || '—'}</dd>
          <dt className="text-slate-600">State</dt>
          <dd className="font-medium text-slate-900">{customer.state ?? 'Not given'}</dd>
          <dt className="text-slate-600">Newsletter</dt>
          <dd className="font-medium text-slate-900">
            {customer.newsletter ? 'Subscribed' : 'Not subscribed'}
          </dd>
        </dl>
      </Panel>

      <Panel title="Bookings">
        {customer.bookings.length === 0 ? (
          <EmptyNote>No bookings yet.</EmptyNote>
        ) : (
          <DataTable
            caption={`Bookings of ${customer.name}`}
            head={['Booking', 'Package', 'Departure', 'Seats', 'Status', 'Total', 'Paid', 'Due']}
          >
            {customer.bookings.map((booking) => (
              <tr key={booking._id}>
                <td className={cellClass}>
                  <Link to={`/console/bookings/${booking._id}`} className={linkClass}>
                    {bookingReference(booking._id)}
                  </Link>
                </td>
                <td className={cellClass}>{booking.packageDetails.packageName}</td>
                <td className={cellClass}>{formatCalendarDate(booking.batchDetails.startDate)}</td>
                <td className={`${cellClass} tabular-nums`}>{booking.bookingInfo.numberOfSeats}</td>
                <td className={cellClass}>{BOOKING_STATUS_LABELS[booking.metadata.status]}</td>
                <td className={`${cellClass} tabular-nums`}>
                  {formatInr(booking.bookingInfo.total)}
                </td>
                <td className={`${cellClass} tabular-nums`}>{formatInr(booking.amountPaid)}</td>
                <td className={`${cellClass} tabular-nums`}>{formatInr(booking.amountDue)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>

      <Panel title="Trek credit">
        <GrantCreditForm
          customerId={customer._id}
          credit={credit}
          onDone={() => void revalidate()}
        />
      </Panel>

      <Panel title="Leads">
        {customer.leads.length === 0 ? (
          <EmptyNote>No leads or enquiries from this customer.</EmptyNote>
        ) : (
          <ul className="space-y-2 text-sm">
            {customer.leads.map((lead) => (
              <li key={lead._id} className="rounded-xl p-3 ring-1 ring-slate-200">
                <p className="font-medium text-slate-900">
                  {lead.kind === 'lead' ? 'Trip-plan lead' : 'Enquiry'} ·{' '}
                  {formatIndiaTime(lead.createdAt)} · {lead.status}
                </p>
                {lead.trip || lead.packageType ? (
                  <p className="text-slate-700">{lead.trip ?? lead.packageType}</p>
                ) : null}
                <Link
                  to={`/console/leads?q=${encodeURIComponent(lead.email ?? lead.phone ?? lead.name)}`}
                  className={linkClass}
                >
                  Open in the leads inbox
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </ConsolePage>
  )
}
