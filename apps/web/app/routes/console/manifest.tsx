import { formatCalendarDate } from '@trippy/contracts/calendar'
import type { CheckInStatus, Manifest, ManifestRow } from '@trippy/contracts/readiness'
import { useState } from 'react'
import { Link } from 'react-router'
import { useToast } from '../../components/ui/toast.tsx'
import {
  consoleApi,
  downloadFile,
  loadConsole,
  problemText,
} from '../../features/console/console-api.ts'
import { secondaryButtonClass } from '../../features/console/console-dialog.tsx'
import { consoleMeta } from '../../features/console/console-texts.ts'
import { ConsolePage, EmptyNote, linkClass } from '../../features/console/console-ui.tsx'
// The manifest's view straight from its file: My Bookings, which imports the feature's index,
// then carries none of it.
import { ManifestView } from '../../features/readiness/manifest-view.tsx'
import type { Route } from './+types/manifest'

export function meta() {
  return consoleMeta('Manifest')
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { data } = await loadConsole<Manifest>(
    request,
    `/api/console/departures/${params.id}/manifest`,
  )
  return { manifest: data }
}

/** A departure's travellers for the day: printable, as CSV, and checked in from a phone. */
export default function ConsoleManifest({ loaderData }: Route.ComponentProps) {
  const [manifest, setManifest] = useState(loaderData.manifest)
  const toast = useToast()
  const base = `/api/console/departures/${manifest.departureId}`

  async function checkIn(row: ManifestRow, status: CheckInStatus) {
    try {
      const answer = await consoleApi.post<Manifest>(`${base}/check-ins`, {
        bookingId: row.bookingId,
        travellerIndex: row.travellerIndex,
        status,
      })
      setManifest(answer.data)
      toast.success(`${row.name || 'Traveller'}: ${answer.message ?? status}`)
    } catch (error) {
      toast.error(problemText(error, 'The check-in was not saved. Please try again.'))
    }
  }

  async function viewCertificate(row: ManifestRow) {
    const path = `/api/bookings/${row.bookingId}/travellers/${row.travellerIndex}/documents/medical-certificate`
    try {
      const blob = await consoleApi.blob(path)
      const extension = { 'application/pdf': 'pdf', 'image/png': 'png' }[blob.type] ?? 'jpg'
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `medical-certificate-${row.bookingId.slice(-8)}-${row.travellerIndex + 1}.${extension}`
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      toast.error(problemText(error, 'The certificate could not be opened. Please try again.'))
    }
  }

  async function exportCsv() {
    try {
      await downloadFile(`${base}/manifest.csv`, `manifest-${manifest.startDate}.csv`)
    } catch (error) {
      toast.error(problemText(error, 'The manifest could not be exported. Please try again.'))
    }
  }

  return (
    <ConsolePage
      title={`Manifest: ${manifest.packageName}`}
      intro={`${formatCalendarDate(manifest.startDate)} – ${formatCalendarDate(manifest.endDate)}`}
      actions={
        <span className="flex gap-2 print:hidden">
          <button type="button" onClick={() => window.print()} className={secondaryButtonClass}>
            Print
          </button>
          <button type="button" onClick={() => void exportCsv()} className={secondaryButtonClass}>
            Export CSV
          </button>
        </span>
      }
    >
      <p className="print:hidden">
        <Link to="/console/departures" className={linkClass}>
          Back to departures
        </Link>
      </p>
      {manifest.rows.length === 0 ? (
        <EmptyNote>No travellers on this departure yet.</EmptyNote>
      ) : (
        <ManifestView
          manifest={manifest}
          onCheckIn={checkIn}
          onViewCertificate={(row) => void viewCertificate(row)}
        />
      )}
    </ConsolePage>
  )
}
