import type { ConsoleCustomerSchema } from '@trippy/contracts'
import { formatIndiaTime } from '@trippy/contracts/calendar'
import { Form, Link, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { FormField } from '../../components/ui/field.tsx'
import { loadConsole } from '../../features/console/console-api.ts'
import { ExportCsvButton } from '../../features/console/export-csv-button.tsx'
import { consoleMeta } from '../../features/console/console-texts.ts'
import {
  cellClass,
  ConsolePage,
  DataTable,
  EmptyNote,
  filterButtonClass,
  listQuery,
  metaOf,
  Pager,
  linkClass,
} from '../../features/console/console-ui.tsx'
import type { Route } from './+types/customers'

type ConsoleCustomer = z.infer<typeof ConsoleCustomerSchema>

export function meta() {
  return consoleMeta('Customers')
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const answer = await loadConsole<ConsoleCustomer[]>(
    request,
    `/api/console/customers${listQuery(request.url, ['q'])}`,
  )
  return { customers: answer.data, meta: metaOf(answer) }
}

/** Customer accounts, with how many bookings and leads each has. */
export default function ConsoleCustomers({ loaderData }: Route.ComponentProps) {
  const { customers, meta } = loaderData
  const [params] = useSearchParams()
  return (
    <ConsolePage
      title="Customers"
      intro="Customer accounts, newest first."
      actions={<ExportCsvButton list="customers" filters={['q']} what="customers" />}
    >
      <Form
        method="get"
        role="search"
        aria-label="Find customers"
        className="flex flex-wrap items-end gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      >
        <div className="min-w-56 flex-1">
          <FormField
            label="Search"
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            hint="Name, email or phone"
          />
        </div>
        <button type="submit" className={filterButtonClass}>
          Search customers
        </button>
      </Form>
      {customers.length === 0 ? (
        <EmptyNote>No customers match.</EmptyNote>
      ) : (
        <DataTable
          caption="Customers"
          head={['Name', 'Email', 'Phone', 'Joined', 'Bookings', 'Leads']}
        >
          {customers.map((customer) => {
            const key = customer.email ?? customer.phone
            return (
              <tr key={customer._id}>
                <td className={cellClass}>
                  <Link to={`/console/customers/${customer._id}`} className={linkClass}>
                    {customer.name}
                  </Link>
                </td>
                <td className={cellClass}>{customer.email ?? '—'}</td>
                <td className={cellClass}>{customer.phone || '—'}</td>
                <td className={cellClass}>{formatIndiaTime(customer.createdAt)}</td>
                <td className={`${cellClass} tabular-nums`}>
                  <Link to={`/console/bookings?q=${encodeURIComponent(key)}`} className={linkClass}>
                    {customer.bookings}
                    <span className="sr-only"> bookings of {customer.name}</span>
                  </Link>
                </td>
                <td className={`${cellClass} tabular-nums`}>
                  <Link to={`/console/leads?q=${encodeURIComponent(key)}`} className={linkClass}>
                    {customer.leads}
                    <span className="sr-only"> leads of {customer.name}</span>
                  </Link>
                </td>
              </tr>
            )
          })}
        </DataTable>
      )}
      <Pager meta={meta} label="Customers pages" />
    </ConsolePage>
  )
}
