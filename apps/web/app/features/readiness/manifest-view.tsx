import type { CheckInStatus, Manifest, ManifestRow } from '@trippy/contracts/readiness'
import { READINESS_MESSAGES } from '@trippy/contracts/readiness'
import { formatInr, toRupees } from '@trippy/contracts/money'
import { useState } from 'react'

const HEAD = [
  '#',
  'Traveller',
  'Age',
  'Gender',
  'ID',
  'Emergency contact',
  'Readiness',
  'Due',
  'Check-in',
] as const

const cell = 'px-2 py-2 align-top print:px-1 print:py-0.5'

function readinessText(row: ManifestRow): string {
  if (row.missing.length === 0) return 'Ready'
  return `Missing: ${row.missing.map((item) => READINESS_MESSAGES.itemLabels[item]).join(', ')}`
}

/**
 * A departure's travellers, one row each, with check-in buttons for the day. Printed, the buttons
 * go and the rows tighten to about 20 a page of A4.
 */
export function ManifestView({
  manifest,
  onCheckIn,
  onViewCertificate,
}: {
  manifest: Manifest
  onCheckIn: (row: ManifestRow, status: CheckInStatus) => Promise<void>
  /** Opens a traveller's uploaded certificate (staff may read every traveller's). */
  onViewCertificate: (row: ManifestRow) => void
}) {
  const [busy, setBusy] = useState<string | null>(null)
  const present = manifest.rows.filter((row) => row.checkIn?.status === 'present').length

  async function mark(row: ManifestRow, status: CheckInStatus) {
    const key = `${row.bookingId}:${row.travellerIndex}`
    setBusy(key)
    try {
      await onCheckIn(row, status)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div data-manifest className="space-y-3">
      <p className="text-sm text-slate-700">
        {manifest.rows.length} travellers · {present} checked in ·{' '}
        {manifest.rows.filter((row) => row.missing.length > 0).length} not ready
      </p>
      <div
        className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 print:overflow-visible print:ring-0"
        tabIndex={0}
        role="region"
        aria-label="Travellers"
      >
        <table className="w-full min-w-[48rem] text-left text-sm print:min-w-0 print:text-[8.5pt]">
          <caption className="sr-only">Travellers of this departure</caption>
          <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              {HEAD.map((label) => (
                <th key={label} scope="col" className={`${cell} font-semibold`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {manifest.rows.map((row, position) => {
              const key = `${row.bookingId}:${row.travellerIndex}`
              const name = row.name || `Traveller ${row.travellerIndex + 1}`
              return (
                <tr key={key} data-testid="manifest-row" className="break-inside-avoid">
                  <td className={cell}>{position + 1}</td>
                  <td className={cell}>
                    <span className="font-medium text-slate-900">{name}</span>
                    <span className="block text-xs text-slate-600">
                      {row.bookingId.slice(-8).toUpperCase()}
                      {row.bookedBy ? ` · ${row.bookedBy}` : ''}
                    </span>
                  </td>
                  <td className={cell}>{row.age ?? '–'}</td>
                  <td className={cell}>{row.gender || '–'}</td>
                  <td className={cell}>{row.idType ? `${row.idType} ${row.idNumber}` : '–'}</td>
                  <td className={cell}>
                    {row.emergencyName ? `${row.emergencyName}, ${row.emergencyPhone}` : '–'}
                    {row.registrationNumber ? (
                      <span className="block text-xs text-slate-600">
                        Reg. {row.registrationNumber}
                      </span>
                    ) : null}
                  </td>
                  <td
                    className={`${cell} ${row.missing.length ? 'text-red-800' : 'text-emerald-800'}`}
                  >
                    {readinessText(row)}
                    {row.hasMedicalCertificate ? (
                      <button
                        type="button"
                        onClick={() => onViewCertificate(row)}
                        className="text-brand block text-xs font-medium underline underline-offset-4 print:hidden"
                      >
                        View certificate<span className="sr-only"> of {name}</span>
                      </button>
                    ) : null}
                  </td>
                  <td className={cell}>
                    {row.duePaise === null ? '' : formatInr(toRupees(row.duePaise))}
                  </td>
                  <td className={cell}>
                    <span data-testid="check-in-status">
                      {row.checkIn
                        ? row.checkIn.status === 'present'
                          ? 'Present'
                          : 'No-show'
                        : 'Not yet'}
                    </span>
                    <span className="mt-1 flex gap-1 print:hidden">
                      <button
                        type="button"
                        disabled={busy === key || row.checkIn?.status === 'present'}
                        onClick={() => void mark(row, 'present')}
                        className="rounded-full px-3 py-1 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-700 hover:bg-emerald-50 disabled:opacity-50"
                      >
                        Present<span className="sr-only">: {name}</span>
                      </button>
                      <button
                        type="button"
                        disabled={busy === key || row.checkIn?.status === 'no-show'}
                        onClick={() => void mark(row, 'no-show')}
                        className="rounded-full px-3 py-1 text-xs font-semibold text-red-900 ring-1 ring-red-700 hover:bg-red-50 disabled:opacity-50"
                      >
                        No-show<span className="sr-only">: {name}</span>
                      </button>
                    </span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
