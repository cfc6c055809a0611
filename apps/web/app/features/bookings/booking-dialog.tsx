import type { Batch, Package } from '@trippy/contracts'
import { useId, useRef } from 'react'
import { Dialog } from '../../components/ui/dialog.tsx'
import { CloseIcon } from '../../components/ui/close-icon.tsx'
import { BookingChoices } from './booking-choices.tsx'
import { durationText, messageWithData, packageText } from '../catalogue/index.ts'
import * as m from '@trippy/i18n/messages'

/**
 * The booking dialog of a package page: a modal <dialog> (focus stays inside, Escape closes it)
 * with the booking choices. Rendered into <body>, so a hidden mobile bar cannot hide it.
 */
export function BookingDialog({
  pkg,
  departures,
  initialDepartureId,
  onClose,
}: {
  pkg: Package
  departures: Batch[]
  initialDepartureId: string | undefined
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const name = packageText(pkg, 'name')

  return (
    <Dialog
      open
      portal
      dialogRef={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[92dvh] w-[min(56rem,96vw)] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-black/50"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-brand text-xl font-bold">
              {m.booking_form_label({ name: name.value })}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {messageWithData(m.booking_dialog_facts, {
                duration: durationText(pkg.duration),
                max: pkg.maxParticipants,
              })}
            </p>
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={m.booking_close()}
            className="-m-1 rounded-full p-1 text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="mt-5">
          <BookingChoices
            pkg={pkg}
            departures={departures}
            initialDepartureId={initialDepartureId}
          />
        </div>
      </div>
    </Dialog>
  )
}
