import type { ConsoleDeparture, PackageSummary } from '@trippy/contracts'
import { addDays, formatCalendarDate, indiaCalendarDate } from '@trippy/contracts/calendar'
import { DepartureMessageBodySchema, NewDepartureBodySchema } from '@trippy/contracts'
import { useState } from 'react'
import { formValues } from '../../components/ui/form-helpers.ts'
import { FormField, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { inputLimits } from '../../components/ui/schema-limits.ts'
import { useSentForm } from '../../components/ui/use-sent-form.ts'
import { consoleApi, consoleProblems } from './console-api.ts'
import {
  closeDialogOf,
  ConsoleDialog,
  dangerButtonClass,
  secondaryButtonClass,
} from './console-dialog.tsx'
import { DialogFormSubmit, FormSubmit, SubmitButton } from '../../components/ui/form-submit.tsx'

const SEAT_LIMITS = inputLimits(NewDepartureBodySchema.shape.seats)
const TITLE_LIMITS = inputLimits(DepartureMessageBodySchema.shape.title)
const MESSAGE_LIMITS = inputLimits(DepartureMessageBodySchema.shape.message)

const departureName = (departure: ConsoleDeparture) =>
  `${departure.packageName}, ${formatCalendarDate(departure.startDate)}`

/** Seats on sale for one departure; never fewer than those booked (the server says so). */
export function SeatsForm({
  departure,
  onDone,
}: {
  departure: ConsoleDeparture
  onDone: () => void
}) {
  const { form, pending, problems, send } = useSentForm(consoleProblems)
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { seats } = formValues(event.currentTarget, ['seats'] as const)
    const saved = await send(
      () =>
        consoleApi.put(`/api/console/departures/${departure._id}`, {
          seats: seats === '' ? undefined : Number(seats),
        }),
      'Departure updated',
    )
    if (saved) onDone()
  }
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-wrap items-end gap-2"
      aria-label={`Seats of ${departureName(departure)}`}
    >
      <div className="w-28">
        <FormField
          label="Seats"
          name="seats"
          type="number"
          inputMode="numeric"
          min={Math.max(SEAT_LIMITS.min ?? 0, departure.seatsSold)}
          defaultValue={String(departure.seats)}
          error={problems.fields.seats ?? problems.form ?? undefined}
        />
      </div>
      <SubmitButton
        pending={pending}
        label="Save seats"
        busyLabel="Saving…"
        className={secondaryButtonClass}
      />
    </form>
  )
}

/** Cancels a departure: every booking on it cancelled with a full refund, travellers told. */
export function CancelDepartureDialog({
  departure,
  onClose,
  onDone,
}: {
  departure: ConsoleDeparture
  onClose: () => void
  onDone: () => void
}) {
  const { form, pending, problems, send } = useSentForm(consoleProblems)
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const { reason } = formValues(target, ['reason'] as const)
    const done = await send(
      () => consoleApi.post(`/api/console/departures/${departure._id}/cancel`, { reason }),
      'Departure cancelled',
    )
    if (done) {
      closeDialogOf(target)
      onDone()
    }
  }
  return (
    <ConsoleDialog title="Cancel departure" onClose={onClose}>
      <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <p className="text-slate-700">
          {departureName(departure)}: {departure.seatsSold}{' '}
          {departure.seatsSold === 1 ? 'seat is' : 'seats are'} booked. Every booking on it is
          cancelled with a full refund of what was paid, and each traveller is told at once and by
          mail. This cannot be undone.
        </p>
        <TextAreaField
          label="Reason"
          name="reason"
          rows={3}
          required
          error={problems.fields.reason}
        />
        <DialogFormSubmit
          error={problems.form}
          backLabel="Keep departure"
          pending={pending}
          label="Cancel departure"
          busyLabel="Cancelling…"
          buttonClassName={dangerButtonClass}
        />
      </form>
    </ConsoleDialog>
  )
}

/** An operator's message to every traveller with an active booking on the departure. */
export function MessageTravellersDialog({
  departure,
  onClose,
}: {
  departure: ConsoleDeparture
  onClose: () => void
}) {
  const { form, pending, problems, send } = useSentForm(consoleProblems)
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const body = formValues(target, ['title', 'message'] as const)
    const done = await send(
      () => consoleApi.post(`/api/console/departures/${departure._id}/message`, body),
      'Message sent',
    )
    if (done) closeDialogOf(target)
  }
  return (
    <ConsoleDialog title="Message travellers" onClose={onClose}>
      <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <p className="text-slate-700">
          To everyone booked on {departureName(departure)}: a notification now and a mail.
        </p>
        <FormField
          label="Title"
          name="title"
          required
          {...TITLE_LIMITS}
          error={problems.fields.title}
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={5}
          required
          {...MESSAGE_LIMITS}
          error={problems.fields.message}
        />
        <DialogFormSubmit
          error={problems.form}
          backLabel="Back"
          pending={pending}
          label="Send message"
          busyLabel="Sending…"
        />
      </form>
    </ConsoleDialog>
  )
}

/** A new departure of a package: dates and seats. */
export function AddDepartureForm({
  packages,
  onDone,
}: {
  packages: readonly Pick<PackageSummary, '_id' | 'name'>[]
  onDone: () => void
}) {
  const { form, pending, problems, send } = useSentForm(consoleProblems)
  const [packageError, setPackageError] = useState<string | undefined>(undefined)
  const tomorrow = addDays(indiaCalendarDate(), 1)
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const values = formValues(target, ['packageId', 'startDate', 'endDate', 'seats'] as const)
    if (!values.packageId) {
      setPackageError('Choose a package')
      return
    }
    setPackageError(undefined)
    const added = await send(
      () =>
        consoleApi.post(`/api/console/packages/${values.packageId}/departures`, {
          startDate: values.startDate,
          endDate: values.endDate,
          seats: values.seats === '' ? undefined : Number(values.seats),
        }),
      'Departure added',
    )
    if (added) {
      target.reset()
      onDone()
    }
  }
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Add a departure"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <div className="sm:col-span-2">
        <SelectField
          label="Package"
          name="packageId"
          options={packages.map((pkg) => ({ value: pkg._id, label: pkg.name }))}
          emptyLabel="Choose a package"
          defaultValue={packages.length === 1 ? packages[0]?._id : undefined}
          required
          error={packageError}
        />
      </div>
      <FormField
        label="Start date"
        name="startDate"
        type="date"
        min={tomorrow}
        required
        error={problems.fields.startDate}
      />
      <FormField
        label="End date"
        name="endDate"
        type="date"
        min={tomorrow}
        required
        error={problems.fields.endDate}
      />
      <FormField
        label="Seats"
        name="seats"
        type="number"
        inputMode="numeric"
        {...SEAT_LIMITS}
        required
        error={problems.fields.seats}
      />
      <FormSubmit
        className="sm:col-span-2 lg:col-span-5"
        error={problems.form}
        pending={pending}
        label="Add departure"
        busyLabel="Adding…"
      />
    </form>
  )
}
