import type { Category, ConsoleDeparture, ConsolePackage } from '@trippy/contracts'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { loadConsole } from '../../features/console/console-api.ts'
import { consoleMeta } from '../../features/console/console-texts.ts'
import { ConsolePage, EmptyNote, Panel } from '../../features/console/console-ui.tsx'
import { AddDepartureForm } from '../../features/console/departure-forms.tsx'
import { PackageForm } from '../../features/console/package-form.tsx'
import { PackageImages } from '../../features/console/package-images.tsx'
import { api } from '../../lib/api-client.ts'
import type { Route } from './+types/package-editor'

export function meta({ params }: Route.MetaArgs) {
  return consoleMeta(params.id ? 'Edit package' : 'New package')
}

/** The categories to choose from: public data, asked for with no token at all. */
async function listCategories(signal: AbortSignal): Promise<Category[]> {
  const { data } = await api.get<Category[]>('/api/categories', { token: null, signal })
  return data
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  if (!params.id) {
    await loadConsole(request, '/api/console/me')
    return { pkg: null, departures: [], categories: await listCategories(request.signal) }
  }
  const id = encodeURIComponent(params.id)
  const [pkg, departures, categories] = await Promise.all([
    loadConsole<ConsolePackage>(request, `/api/console/packages/${id}`),
    loadConsole<ConsoleDeparture[]>(request, `/api/console/departures?packageId=${id}`),
    listCategories(request.signal),
  ])
  return { pkg: pkg.data, departures: departures.data, categories }
}

/** A new package, or one package: its fields, its images and its departures from today on. */
export default function ConsolePackageEditor({ loaderData }: Route.ComponentProps) {
  const { pkg, departures, categories } = loaderData
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const refresh = () => void revalidator.revalidate()

  if (!pkg) {
    return (
      <ConsolePage
        title="New package"
        intro="Images and departures can be added once the package is saved."
      >
        <PackageForm
          pkg={null}
          categories={categories}
          onSaved={(saved) => navigate(`/console/packages/${saved._id}`)}
        />
      </ConsolePage>
    )
  }

  return (
    <ConsolePage
      title={pkg.name}
      intro={
        pkg.isActive
          ? `On the site at /packages/${pkg.slug}.`
          : 'Hidden: the public site does not show this package.'
      }
      actions={
        <>
          <Link
            to="/console/packages"
            className="text-brand rounded-full px-4 py-2 font-semibold ring-1 ring-slate-300"
          >
            All packages
          </Link>
          <a
            href={`/packages/${pkg.slug}`}
            target="_blank"
            rel="noreferrer"
            className="text-brand rounded-full px-4 py-2 font-semibold ring-1 ring-slate-300"
          >
            Public page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      }
    >
      <PackageForm
        key={pkg.updatedAt}
        pkg={pkg}
        categories={categories}
        onSaved={() => revalidator.revalidate()}
      />
      <Panel title="Images">
        <PackageImages pkg={pkg} onUploaded={refresh} />
      </Panel>
      <Panel title="Departures">
        {departures.length === 0 ? (
          <EmptyNote>No departures from today on.</EmptyNote>
        ) : (
          <ul className="mb-4 space-y-1" aria-label="Departures of this package">
            {departures.map((departure) => (
              <li key={departure._id} className="text-slate-800">
                {formatCalendarDate(departure.startDate)} – {formatCalendarDate(departure.endDate)}{' '}
                · {departure.seats} seats · {departure.seatsSold} sold · {departure.seatsLeft} left
                {departure.cancelledAt ? ' · Cancelled' : ''}
              </li>
            ))}
          </ul>
        )}
        <p className="mb-4 text-sm">
          <Link
            to={`/console/departures?packageId=${pkg._id}`}
            className="text-brand font-medium underline underline-offset-4"
          >
            Change seats, cancel or message travellers under Departures
          </Link>
        </p>
        <AddDepartureForm packages={[{ _id: pkg._id, name: pkg.name }]} onDone={refresh} />
      </Panel>
    </ConsolePage>
  )
}
