import type { ConsoleBooking } from '@trippy/contracts'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { Form, Link, useSearchParams } from 'react-router'
import { FormField, SelectField } from '../../components/ui/field.tsx'
import { loadConsole } from '../../features/console/console-api.ts'
import { ExportCsvButton } from '../../features/console/export-csv-button.tsx'
import { BOOKING_STATUS_LABELS, consoleMeta } from '../../features/console/console-texts.ts'
import {
  cellClass,
  ConsolePage,
  DataTable,
  EmptyNote,
  filterButtonClass,
  listQuery,
  metaOf,
  Pager,
  bookingReference,
} from '../../features/console/console-ui.tsx'
import { formatInr } from '@trippy/contracts/money'
import type { Route } from './+types/bookings'

export function meta() {
  return consoleMeta('Bookings')
}

const FILTERS = ['q', 'status', 'from', 'to', 'departureId', 'overdue'] as const

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const answer = await loadConsole<ConsoleBooking[]>(
    request,
    `/api/console/bookings${listQuery(request.url, FILTERS)}`,
  )
  return { bookings: answer.data, meta: metaOf(answer) }
}

const STATUS_OPTIONS = Object.entries(BOOKING_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}))

/** The bookings desk: find a booking by anyone's name, email, phone or its id, and open it. */
export default function ConsoleBookings({ loaderData }: Route.ComponentProps) {
  const { bookings, meta } = loaderData
  const [params] = useSearchParams()

  return (
    <ConsolePage
      title="Bookings"
      intro="Search by booking id, name, email or phone; filter by status and departure dates."
      actions={<ExportCsvButton list="bookings" filters={FILTERS} what="bookings" />}
    >
      <Form
        method="get"
        role="search"
        aria-label="Find bookings"
        className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <FormField
          label="Search"
          name="q"
          type="search"
          defaultValue={params.get('q') ?? ''}
          hint="Booking id, name, email or phone"
        />
        <SelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          emptyLabel="Any status"
          defaultValue={params.get('status') ?? ''}
        />
        <FormField
          label="Departing from"
          name="from"
          type="date"
          defaultValue={params.get('from') ?? ''}
        />
        <FormField
          label="Departing to"
          name="to"
          type="date"
          defaultValue={params.get('to') ?? ''}
        />
        <div>
          <button type="submit" className={`${filterButtonClass} w-full`}>
            Search bookings
          </button>
        </div>
      </Form>

      {bookings.length === 0 ? (
        <EmptyNote>No bookings match.</EmptyNote>
      ) : (
        <DataTable
          caption="Bookings, newest first"
          head={['Booking', 'Traveller', 'Package', 'Departure', 'Seats', 'Status', 'Total', 'Due']}
        >
          {bookings.map((booking) => (
            <tr key={booking._id}>
              <td className={cellClass}>
                <Link
                  to={`/console/bookings/${booking._id}`}
                  className="text-brand font-mono font-medium underline underline-offset-4"
                >
                  {bookingReference(booking._id)}
                  <span className="sr-only">: {booking.customerDetails.fullName}</span>
                </Link>
              </td>
              <td className={cellClass}>
                <span className="block font-medium">{booking.customerDetails.fullName}</span>
                <span className="block text-slate-600">{booking.customerDetails.email}</span>
              </td>
              <td className={cellClass}>{booking.packageDetails.packageName}</td>
              <td className={cellClass}>{formatCalendarDate(booking.batchDetails.startDate)}</td>
              <td className={`${cellClass} tabular-nums`}>{booking.bookingInfo.numberOfSeats}</td>
              <td className={cellClass}>{BOOKING_STATUS_LABELS[booking.metadata.status]}</td>
              <td className={`${cellClass} tabular-nums`}>
                {formatInr(booking.bookingInfo.total)}
              </td>
              <td className={`${cellClass} tabular-nums`}>{formatInr(booking.amountDue)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager meta={meta} label="Bookings pages" />
    </ConsolePage>
  )
}
