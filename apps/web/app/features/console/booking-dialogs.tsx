import type { Booking, ConsoleBooking } from '@trippy/contracts'
import { useEffect, useRef, useState } from 'react'
import { useToast } from '../../components/ui/toast.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { focusFirstInvalid, formValues } from '../../components/ui/form-helpers.ts'
import { FormField, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { consoleApi, problemText } from './console-api.ts'
import {
  closeDialogOf,
  ConsoleDialog,
  dangerButtonClass,
  secondaryButtonClass,
} from './console-dialog.tsx'
import { localDateTimeNow, OFFLINE_METHODS } from './console-texts.ts'
import { DialogFormSubmit, SubmitButton } from '../../components/ui/form-submit.tsx'

type Sent = { fieldErrors: Record<string, string>; formError: string | null }
const NOTHING_WRONG: Sent = { fieldErrors: {}, formError: null }

/**
 * A dialog's form: sends once at a time, shows the server's field errors beside the fields and
 * anything else in an alert, and on success says so, closes and lets the page read again.
 */
function useDialogForm(onDone: () => void) {
  const form = useRef<HTMLFormElement>(null)
  const toast = useToast()
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState<Sent>(NOTHING_WRONG)
  useEffect(() => focusFirstInvalid(form.current), [sent])

  async function send(call: () => Promise<{ message?: string | undefined }>, success: string) {
    if (pending) return
    setPending(true)
    setSent(NOTHING_WRONG)
    try {
      const answer = await call()
      toast.success(answer.message ?? success)
      closeDialogOf(form.current)
      onDone()
    } catch (error) {
      setPending(false)
      setSent(
        error instanceof ApiError && error.errors.length > 0
          ? { fieldErrors: error.fieldErrors(), formError: null }
          : { fieldErrors: {}, formError: problemText(error) },
      )
    }
  }
  return { form, pending, sent, send }
}

/** Money received outside the gateway; confirms the booking once it is covered. */
export function RecordPaymentDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: ConsoleBooking
  onClose: () => void
  onDone: () => void
}) {
  const { form, pending, sent, send } = useDialogForm(onDone)

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = formValues(event.currentTarget, [
      'amount',
      'method',
      'reference',
      'receivedAt',
    ] as const)
    const receivedAt = new Date(values.receivedAt)
    void send(
      () =>
        consoleApi.post<Booking>(`/api/console/bookings/${booking._id}/payments`, {
          amount: values.amount === '' ? undefined : Number(values.amount),
          method: values.method || undefined,
          reference: values.reference,
          receivedAt: Number.isNaN(receivedAt.getTime())
            ? values.receivedAt
            : receivedAt.toISOString(),
        }),
      'Payment recorded',
    )
  }

  return (
    <ConsoleDialog title="Record payment" onClose={onClose}>
      <form ref={form} noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          label="Amount (₹)"
          name="amount"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          required
          defaultValue={booking.amountDue > 0 ? String(booking.amountDue) : ''}
          error={sent.fieldErrors.amount}
        />
        <SelectField
          label="Method"
          name="method"
          options={OFFLINE_METHODS}
          emptyLabel="Choose how it was paid"
          defaultValue="upi"
          required
          error={sent.fieldErrors.method}
        />
        <FormField
          label="Reference"
          name="reference"
          hint="UTR, cheque or receipt number"
          error={sent.fieldErrors.reference}
        />
        <FormField
          label="Received at"
          name="receivedAt"
          type="datetime-local"
          required
          defaultValue={localDateTimeNow()}
          hint="Your local time"
          error={sent.fieldErrors.receivedAt}
        />
        <DialogFormSubmit
          error={sent.formError}
          backLabel="Back"
          pending={pending}
          label="Record payment"
          busyLabel="Recording…"
        />
      </form>
    </ConsoleDialog>
  )
}

/** The operator cancels: a reason always; another refund share only for the owner. */
export function CancelBookingDialog({
  booking,
  isOwner,
  onClose,
  onDone,
}: {
  booking: ConsoleBooking
  isOwner: boolean
  onClose: () => void
  onDone: () => void
}) {
  const { form, pending, sent, send } = useDialogForm(onDone)

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = formValues(event.currentTarget, ['reason', 'refundPercent'] as const)
    const refundPercent =
      isOwner && values.refundPercent !== '' ? Number(values.refundPercent) : undefined
    void send(
      () =>
        consoleApi.post<ConsoleBooking>(`/api/console/bookings/${booking._id}/cancel`, {
          reason: values.reason,
          ...(refundPercent === undefined ? {} : { refundPercent }),
        }),
      'Booking cancelled',
    )
  }

  return (
    <ConsoleDialog title="Cancel booking" onClose={onClose}>
      <form ref={form} noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-slate-700">
          {booking.customerDetails.fullName}, {booking.packageDetails.packageName}. The traveller is
          told and mailed; what the policy refunds is recorded as a refund to pay.
        </p>
        <TextAreaField
          label="Reason"
          name="reason"
          rows={3}
          required
          error={sent.fieldErrors.reason}
        />
        {isOwner ? (
          <FormField
            label="Refund %"
            name="refundPercent"
            type="number"
            inputMode="numeric"
            min="0"
            max="100"
            step="1"
            hint="Leave empty for the cancellation policy's share of what was paid"
            error={sent.fieldErrors.refundPercent}
          />
        ) : null}
        <DialogFormSubmit
          error={sent.formError}
          backLabel="Keep booking"
          pending={pending}
          label="Cancel booking"
          busyLabel="Cancelling…"
          buttonClassName={dangerButtonClass}
        />
      </form>
    </ConsoleDialog>
  )
}

/** A refund paid back by hand: its reference, then it counts as processed. */
export function RefundProcessedForm({
  refundId,
  onDone,
}: {
  refundId: string
  onDone: () => void
}) {
  const toast = useToast()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { reference } = formValues(event.currentTarget, ['reference'] as const)
    setPending(true)
    setError(undefined)
    try {
      const answer = await consoleApi.post<Booking>(`/api/console/refunds/${refundId}/processed`, {
        reference,
      })
      toast.success(answer.message ?? 'Refund marked processed')
      onDone()
    } catch (failure) {
      setPending(false)
      setError(
        failure instanceof ApiError && failure.errors.length > 0
          ? (failure.fieldErrors().reference ?? problemText(failure))
          : problemText(failure),
      )
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="min-w-40 flex-1">
        <FormField label="Refund reference" name="reference" required error={error} />
      </div>
      <SubmitButton
        pending={pending}
        label="Mark processed"
        busyLabel="Saving…"
        className={secondaryButtonClass}
      />
    </form>
  )
}
