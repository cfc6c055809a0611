import type { ConsoleLead } from '@trippy/contracts'
import { formatIndiaTime } from '@trippy/contracts/calendar'
import { useState } from 'react'
import { Link } from 'react-router'
import { useToast } from '../../components/ui/toast.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { FormField, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { formValues } from '../../components/ui/form-helpers.ts'
import { consoleApi, problemText } from './console-api.ts'
import { secondaryButtonClass } from './console-dialog.tsx'
import { LEAD_STATUS_OPTIONS } from './console-texts.ts'
import { SubmitButton } from '../../components/ui/form-submit.tsx'

/** One lead or enquiry of the inbox, with its status, note and follow-up date to change. */
export function LeadCard({ lead, onSaved }: { lead: ConsoleLead; onSaved: () => void }) {
  const toast = useToast()
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const contact = [lead.email, lead.phone].filter(Boolean).join(' · ')
  const what = [
    lead.packageType ?? lead.tripType,
    lead.trip,
    lead.travelers ? `${lead.travelers} travellers` : null,
  ]
    .filter(Boolean)
    .join(' · ')

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const values = formValues(target, ['status', 'note', 'followUpOn'] as const)
    setPending(true)
    setErrors({})
    setFormError(null)
    try {
      const answer = await consoleApi.patch<ConsoleLead>(`/api/console/leads/${lead._id}`, {
        status: values.status,
        note: values.note,
        followUpOn: values.followUpOn === '' ? null : values.followUpOn,
      })
      toast.success(answer.message ?? 'Lead updated')
      // The server appends the note to the lead's log (shown above); the field is for the next.
      const note = target.elements.namedItem('note')
      if (note instanceof HTMLTextAreaElement) note.value = ''
      onSaved()
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) setErrors(error.fieldErrors())
      else setFormError(problemText(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <article
      aria-label={`${lead.name}, ${lead.kind}`}
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-slate-900">{lead.name}</h2>
          <p className="text-sm text-slate-700">{contact || 'No contact given'}</p>
          {what ? <p className="text-sm text-slate-700">{what}</p> : null}
        </div>
        <p className="text-sm text-slate-600">
          {lead.kind === 'lead' ? 'Trip-plan lead' : 'Enquiry'} · {formatIndiaTime(lead.createdAt)}
        </p>
      </div>
      {lead.message ? (
        <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800">
          {lead.message}
        </p>
      ) : null}
      {lead.customerId ? (
        <p className="mt-2 text-sm">
          <Link
            to={`/console/customers/${lead.customerId}`}
            className="text-brand font-medium underline underline-offset-4"
          >
            Their customer account
          </Link>
        </p>
      ) : null}
      {lead.note ? (
        <div className="mt-2">
          <h3 className="text-sm font-semibold text-slate-800">Notes</h3>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{lead.note}</p>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={`Follow up ${lead.name}`}
        className="mt-3 grid gap-3 sm:grid-cols-[10rem_1fr_11rem_auto] sm:items-end"
      >
        <SelectField
          label="Status"
          name="status"
          options={LEAD_STATUS_OPTIONS}
          emptyLabel="Choose a status"
          defaultValue={lead.status}
          error={errors.status}
        />
        <TextAreaField label="Add a note" name="note" rows={1} error={errors.note} />
        <FormField
          label="Follow up on"
          name="followUpOn"
          type="date"
          defaultValue={lead.followUpOn ?? ''}
          error={errors.followUpOn}
        />
        <SubmitButton
          pending={pending}
          label="Save lead"
          busyLabel="Saving…"
          className={secondaryButtonClass}
        />
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-800 sm:col-span-4">
            {formError}
          </p>
        ) : null}
      </form>
    </article>
  )
}
