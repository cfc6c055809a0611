import type { Booking } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { useState } from 'react'
import { useToast } from '../../components/ui/toast.tsx'
import { api, ApiError } from '../../lib/api-client.ts'
import { localMessage } from '../../components/ui/form-text.tsx'
import { bookedPackageName } from './booked-package-name.ts'

export type BookingDocumentKind = 'invoice' | 'credit-note'

const DOCUMENTS: Record<BookingDocumentKind, { label: () => string; path: string }> = {
  invoice: { label: m.my_bookings_download_invoice, path: 'invoice.pdf' },
  'credit-note': { label: m.my_bookings_download_credit_note, path: 'credit-note.pdf' },
}

/**
 * The file name a Content-Disposition header gives: `filename*=UTF-8''…` first (RFC 6266), then
 * `filename="…"`; `fallback` when there is none. Never a path: anything up to a slash is dropped.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition ?? '')?.[1]
  let name: string | undefined
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim())
    } catch {
      name = undefined
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/
    .exec(disposition ?? '')
    ?.slice(1)
    .find((part) => part !== undefined)
  const base = name?.split(/[/\\]/).pop()?.trim()
  return base || fallback
}

/** The documents a booking has to download: its invoice, and the credit note of its refund. */
export function documentsOf(booking: Booking): BookingDocumentKind[] {
  if (!booking.invoiceNumber) return []
  const credited = booking.metadata.status === 'cancelled' && booking.refunds.length > 0
  return credited ? ['invoice', 'credit-note'] : ['invoice']
}

/**
 * Fetches a booking's PDF with the stored bearer token (an `<a href>` cannot send it) and hands
 * it to the browser as a download under the server's file name. Rejects with an ApiError whose
 * message is the envelope's when the server refused (the caller shows my_bookings_download_failed otherwise).
 */
export async function downloadBookingDocument(
  bookingId: string,
  kind: BookingDocumentKind,
): Promise<void> {
  const { bytes, disposition } = await api.file(
    `/api/bookings/${encodeURIComponent(bookingId)}/${DOCUMENTS[kind].path}`,
    { headers: { accept: 'application/pdf, application/json' } },
  )
  const url = URL.createObjectURL(bytes)
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(disposition, DOCUMENTS[kind].path)
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** 'Download invoice' (and 'Download credit note') buttons for a booking that has them. */
export function BookingDocuments({ booking }: { booking: Booking }) {
  const toast = useToast()
  const [pending, setPending] = useState<BookingDocumentKind | null>(null)
  const kinds = documentsOf(booking)
  if (kinds.length === 0) return null

  async function download(kind: BookingDocumentKind) {
    setPending(kind)
    try {
      await downloadBookingDocument(booking._id, kind)
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.fromServer
          ? localMessage(error.message)
          : m.my_bookings_download_failed(),
      )
    } finally {
      setPending(null)
    }
  }

  return kinds.map((kind) => (
    <button
      key={kind}
      type="button"
      onClick={() => void download(kind)}
      disabled={pending !== null}
      className="text-brand rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
    >
      {pending === kind ? m.my_bookings_downloading() : DOCUMENTS[kind].label()}
      <span className="sr-only">
        {' '}
        {m.my_bookings_for_package({ name: bookedPackageName(booking.packageDetails).value })}
      </span>
    </button>
  ))
}
