import type { ConsolePackageListItem } from '@trippy/contracts'
import { Form, Link, useSearchParams } from 'react-router'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { loadConsole } from '../../features/console/console-api.ts'
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
} from '../../features/console/console-ui.tsx'
import { formatInr } from '@trippy/contracts/money'
import type { Route } from './+types/packages'

export function meta() {
  return consoleMeta('Packages')
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const answer = await loadConsole<ConsolePackageListItem[]>(
    request,
    `/api/console/packages${listQuery(request.url, ['q'])}`,
  )
  return { packages: answer.data, meta: metaOf(answer) }
}

/** Every package, hidden ones too: search, open one to edit it, or start a new one. */
export default function ConsolePackages({ loaderData }: Route.ComponentProps) {
  const { packages, meta } = loaderData
  const [params] = useSearchParams()
  return (
    <ConsolePage
      title="Packages"
      intro="Every package, including those hidden from the site. Open one to edit it, its images and departures."
      actions={
        <Link to="/console/packages/new" className={primaryButtonClass}>
          New package
        </Link>
      }
    >
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          Search
          <input
            type="search"
            name="q"
            defaultValue={params.get('q') ?? ''}
            placeholder="Name, slug or location"
            className="mt-1 block rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <button type="submit" className={filterButtonClass}>
          Search packages
        </button>
      </Form>
      {packages.length === 0 ? (
        <EmptyNote>No packages match.</EmptyNote>
      ) : (
        <DataTable
          caption="Packages"
          head={['Package', 'Category', 'Days', 'Price', 'Upcoming departures', 'Bookings']}
        >
          {packages.map((pkg) => (
            <tr key={pkg._id}>
              <td className={cellClass}>
                <Link
                  to={`/console/packages/${pkg._id}`}
                  className="text-brand font-medium underline underline-offset-4"
                >
                  {pkg.name}
                </Link>
                {pkg.isActive ? null : (
                  <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                    Hidden
                  </span>
                )}
                <p className="text-xs text-slate-600">/packages/{pkg.slug}</p>
              </td>
              <td className={cellClass}>{pkg.category.name}</td>
              <td className={`${cellClass} tabular-nums`}>{pkg.durationDays}</td>
              <td className={`${cellClass} tabular-nums`}>{formatInr(pkg.offerPrice)}</td>
              <td className={`${cellClass} tabular-nums`}>{pkg.upcomingDepartures}</td>
              <td className={`${cellClass} tabular-nums`}>{pkg.bookings}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager meta={meta} label="Packages pages" />
    </ConsolePage>
  )
}
