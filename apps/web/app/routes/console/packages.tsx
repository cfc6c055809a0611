import { Link } from 'react-router'
import { loadConsole } from '../../features/console/console-api.ts'
import { consoleMeta } from '../../features/console/console-texts.ts'
import { cellClass, ConsolePage, DataTable, EmptyNote } from '../../features/console/console-ui.tsx'
import { listPublicPackages } from '../../features/console/packages-list.ts'
import { formatInr } from '../../lib/format-inr.ts'
import type { Route } from './+types/packages'

export function meta() {
  return consoleMeta('Packages')
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The staff check first, so a signed-out visitor goes to the login rather than seeing a list.
  await loadConsole(request, '/api/console/me')
  return { packages: await listPublicPackages(request.signal) }
}

/** The packages on sale, as the site lists them. Editing them in the console comes next. */
export default function ConsolePackages({ loaderData }: Route.ComponentProps) {
  const { packages } = loaderData
  return (
    <ConsolePage
      title="Packages"
      intro="The packages on the site. Editing packages, their images and prices in the console comes next; add or change departures under Departures."
    >
      {packages.length === 0 ? (
        <EmptyNote>No packages are on sale.</EmptyNote>
      ) : (
        <DataTable
          caption="Packages on the site"
          head={['Package', 'Category', 'Duration', 'Price', 'Departures']}
        >
          {packages.map((pkg) => (
            <tr key={pkg._id}>
              <td className={cellClass}>
                <Link
                  to={`/packages/${pkg.slug}`}
                  className="text-brand font-medium underline underline-offset-4"
                >
                  {pkg.name}
                </Link>
              </td>
              <td className={cellClass}>{pkg.category.name}</td>
              <td className={cellClass}>{pkg.duration}</td>
              <td className={`${cellClass} tabular-nums`}>{formatInr(pkg.offerPrice)}</td>
              <td className={`${cellClass} tabular-nums`}>{pkg.batchDates.length}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </ConsolePage>
  )
}
