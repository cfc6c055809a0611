import {
  type BookingReadiness,
  READINESS_LIMITS,
  type ReadinessItem,
  type TravellerReadiness,
} from '@trippy/contracts/readiness'
import * as m from '@trippy/i18n/messages'
import { useCallback, useEffect, useId, useState } from 'react'
import { FormField } from '../../components/ui/field.tsx'
import { FormAlert } from '../../components/ui/form-message.tsx'
import { textOf } from '../../components/ui/form-helpers.ts'
import { type FormProblems, useSentForm } from '../../components/ui/use-sent-form.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { api, ApiError } from '../../lib/api-client.ts'

const itemLabels: Record<ReadinessItem, () => string> = {
  'emergency-contact': m.readiness_item_emergency_contact,
  'medical-certificate': m.readiness_item_medical_certificate,
  'registration-number': m.readiness_item_registration_number,
}

function problemsOf(error: unknown): FormProblems {
  if (error instanceof ApiError && error.errors.length > 0)
    return { fields: error.fieldErrors(), form: null }
  return {
    fields: {},
    form: error instanceof Error ? error.message : m.readiness_something_wrong(),
  }
}

/**
 * Each traveller's checklist for a booking (docs/readiness.md): what is done, what is missing,
 * and the forms to fill it in. Read after the page is shown, with the customer's own token.
 */
export default function ReadinessChecklist({ bookingId }: { bookingId: string }) {
  const [readiness, setReadiness] = useState<BookingReadiness | null>(null)
  const [failed, setFailed] = useState(false)
  const id = useId()

  useEffect(() => {
    let live = true
    api
      .get<BookingReadiness>(`/api/bookings/${bookingId}/readiness`)
      .then(({ data }) => live && setReadiness(data))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [bookingId])

  const update = useCallback((next: BookingReadiness) => setReadiness(next), [])

  if (failed) return <p className="text-sm text-slate-600">{m.readiness_load_failed()}</p>
  if (!readiness) return <Spinner label={m.readiness_loading()} />
  const missing = readiness.travellers.reduce((sum, person) => sum + person.missing.length, 0)
  return (
    <section aria-labelledby={`${id}-title`} className="mt-5 border-t border-slate-100 pt-5">
      <h4 id={`${id}-title`} className="font-semibold text-slate-900">
        {m.readiness_title()}
      </h4>
      <p className="mt-1 text-sm text-slate-700" data-testid="readiness-summary">
        {readiness.complete
          ? m.readiness_all_ready()
          : missing === 1
            ? m.readiness_missing_one()
            : m.readiness_missing_other({ count: missing })}
      </p>
      <ul className="mt-3 space-y-4">
        {readiness.travellers.map((traveller) => (
          <li key={traveller.index}>
            <TravellerChecklist
              bookingId={bookingId}
              traveller={traveller}
              editable={readiness.editable}
              onChange={update}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ItemState({ item, missing }: { item: ReadinessItem; missing: boolean }) {
  return (
    <li className={missing ? 'text-red-800' : 'text-emerald-800'}>
      <span aria-hidden="true">{missing ? '○ ' : '✓ '}</span>
      {missing
        ? m.readiness_item_missing({ item: itemLabels[item]() })
        : m.readiness_item_done({ item: itemLabels[item]() })}
    </li>
  )
}

function TravellerChecklist({
  bookingId,
  traveller,
  editable,
  onChange,
}: {
  bookingId: string
  traveller: TravellerReadiness
  editable: boolean
  onChange: (next: BookingReadiness) => void
}) {
  const title = traveller.name || m.readiness_traveller({ number: traveller.index + 1 })
  const base = `/api/bookings/${bookingId}/travellers/${traveller.index}`
  const details = useSentForm(problemsOf)
  const upload = useSentForm(problemsOf)
  const needsRegistration = traveller.needs.includes('registration-number')

  async function saveDetails(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    await details.send(async () => {
      const answer = await api.put<BookingReadiness>(`${base}/readiness`, {
        emergencyName: textOf(data, 'emergencyName'),
        emergencyPhone: textOf(data, 'emergencyPhone'),
        registrationNumber: textOf(data, 'registrationNumber'),
      })
      onChange(answer.data)
      return answer
    }, m.readiness_saved())
  }

  async function sendFile(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const file = new FormData(form).get('file')
    if (!(file instanceof File) || file.size === 0) {
      upload.setProblems({ fields: {}, form: m.readiness_no_file() })
      return
    }
    const body = new FormData()
    body.append('file', file)
    const sent = await upload.send(async () => {
      const answer = await api.put<BookingReadiness>(`${base}/documents/medical-certificate`, body)
      onChange(answer.data)
      return answer
    }, m.readiness_document_uploaded())
    if (sent) form.reset()
  }

  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h5 className="font-medium text-slate-900">{title}</h5>
      <ul className="mt-1 text-sm" aria-label={m.readiness_checklist_of({ name: title })}>
        {traveller.needs.map((item) => (
          <ItemState key={item} item={item} missing={traveller.missing.includes(item)} />
        ))}
      </ul>
      {editable ? (
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          <form
            ref={details.form}
            onSubmit={(event) => void saveDetails(event)}
            noValidate
            className="space-y-2"
          >
            <FormField
              label={m.readiness_emergency_name()}
              name="emergencyName"
              maxLength={READINESS_LIMITS.emergencyName}
              defaultValue={traveller.emergencyName}
              error={details.problems.fields.emergencyName}
            />
            <FormField
              label={m.readiness_emergency_phone()}
              name="emergencyPhone"
              type="tel"
              inputMode="tel"
              maxLength={READINESS_LIMITS.emergencyPhone}
              defaultValue={traveller.emergencyPhone}
              error={details.problems.fields.emergencyPhone}
            />
            {needsRegistration ? (
              <FormField
                label={m.readiness_registration_number()}
                name="registrationNumber"
                maxLength={READINESS_LIMITS.registrationNumber}
                defaultValue={traveller.registrationNumber}
                error={details.problems.fields.registrationNumber}
              />
            ) : (
              <input type="hidden" name="registrationNumber" value={traveller.registrationNumber} />
            )}
            <FormAlert text={details.problems.form} />
            <button
              type="submit"
              disabled={details.pending}
              className="text-brand rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {details.pending ? m.readiness_saving() : m.readiness_save_contact()}
              <span className="sr-only"> {m.readiness_of({ name: title })}</span>
            </button>
          </form>
          {traveller.needs.includes('medical-certificate') ? (
            <form
              ref={upload.form}
              onSubmit={(event) => void sendFile(event)}
              noValidate
              className="space-y-2"
            >
              <FormField
                label={m.readiness_certificate_label({ name: title })}
                name="file"
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                hint={
                  traveller.documents.length > 0
                    ? m.readiness_certificate_uploaded()
                    : m.readiness_certificate_private()
                }
                error={upload.problems.fields.file}
              />
              <FormAlert text={upload.problems.form} />
              <button
                type="submit"
                disabled={upload.pending}
                className="text-brand rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
              >
                {upload.pending ? m.readiness_uploading() : m.readiness_upload_certificate()}
                <span className="sr-only"> {m.readiness_of({ name: title })}</span>
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
