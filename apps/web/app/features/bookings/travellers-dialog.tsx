import type { Booking } from '@trippy/contracts'
import { useEffect, useId, useRef, useState } from 'react'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { Dialog } from '../../components/ui/dialog.tsx'
import { focusFirstInvalid } from '../../components/ui/form-helpers.ts'
import { FormText } from '../../components/ui/form-text.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { api, ApiError } from '../../lib/api-client.ts'
import { CloseIcon } from '../../components/ui/close-icon.tsx'
import * as m from '@trippy/i18n/messages'
import { BOOKING_TEXTS } from './booking-messages.ts'
import { travellersMissingText } from './booking-status.ts'
import { TravellersFieldset } from './travellers-fieldset.tsx'
import {
  readTravellers,
  splitTravellerErrors,
  startingTravellers,
  type TravellerErrors,
} from './travellers-form.ts'
import { bookedPackageName } from './booked-package-name.ts'

/**
 * Adds or corrects a booking's travellers from My Bookings, one per seat, while the server still
 * takes changes (`travellersEditable`, until 3 days before departure). A modal <dialog>: focus
 * stays inside, Escape closes it without saving.
 */
export function TravellersDialog({
  booking,
  onSaved,
  onClose,
}: {
  booking: Booking
  onSaved: (booking: Booking) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const titleId = useId()
  const toast = useToast()
  const busy = useRef(false)
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<TravellerErrors>({})
  const [problems, setProblems] = useState<string[]>([])
  const [travellers] = useState(() =>
    startingTravellers(
      booking.bookingInfo.numberOfSeats,
      booking.travellers,
      booking.customerDetails.fullName,
    ),
  )
  const seats = booking.bookingInfo.numberOfSeats
  const missing = travellersMissingText(booking)

  useEffect(() => focusFirstInvalid(form.current), [errors])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const data = new FormData(event.currentTarget)
    const given = readTravellers((name) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : ''
    }, seats)
    setErrors(given.errors)
    setProblems([])
    if (Object.keys(given.errors).length > 0) return
    busy.current = true
    setPending(true)
    try {
      const { data: saved, message } = await api.put<Booking>(
        `/api/bookings/${booking._id}/travellers`,
        { travellers: given.travellers },
      )
      onSaved(saved)
      toast.success(message ?? BOOKING_TEXTS.travellersSaved)
      dialog.current?.close()
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const split = splitTravellerErrors(error.fieldErrors())
        setErrors(split.fields)
        setProblems(split.other.length > 0 ? split.other : [error.message])
      } else {
        setProblems([
          error instanceof ApiError && error.fromServer
            ? error.message
            : BOOKING_TEXTS.travellersFailed,
        ])
      }
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  return (
    <Dialog
      open
      portal
      dialogRef={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[92dvh] w-[min(52rem,96vw)] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-black/50"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-brand text-xl font-bold">
              {m.booking_traveller_details()}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {bookedPackageName(booking.packageDetails).value},{' '}
              {m.booking_seat_count({ count: seats })}
              {missing ? ` · ${missing}` : ''}
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
        <form
          ref={form}
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => void onSubmit(event)}
          className="mt-5"
        >
          <TravellersFieldset
            travellers={travellers}
            required={booking.travellersRequired}
            where="my-bookings"
            errors={errors}
          />
          {problems.length > 0 ? (
            <ul
              role="alert"
              className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {problems.map((message) => (
                <li key={message}>
                  <FormText text={message} />
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded-full px-5 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {m.booking_cancel()}
            </button>
            <button type="submit" disabled={pending} className={primaryButtonClass}>
              {pending ? m.booking_saving() : m.booking_save_travellers()}
            </button>
          </div>
        </form>
      </div>
    </Dialog>
  )
}
