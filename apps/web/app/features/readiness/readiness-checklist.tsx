import {
  type BookingReadiness,
  READINESS_LIMITS,
  READINESS_MESSAGES,
  type ReadinessItem,
  type TravellerReadiness,
} from '@trippy/contracts/readiness'
import { useCallback, useEffect, useId, useState } from 'react'
import { FormField } from '../../components/ui/field.tsx'
import { FormAlert } from '../../components/ui/form-message.tsx'
import { textOf } from '../../components/ui/form-helpers.ts'
import { type FormProblems, useSentForm } from '../../components/ui/use-sent-form.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { api, ApiError } from '../../lib/api-client.ts'

const { itemLabels } = READINESS_MESSAGES

function problemsOf(error: unknown): FormProblems {
  if (error instanceof ApiError && error.errors.length > 0)
    return { fields: error.fieldErrors(), form: null }
  return {
    fields: {},
    form: error instanceof Error ? error.message : 'Something went wrong; please try again',
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

  if (failed)
    return <p className="text-sm text-slate-600">The trip checklist could not be loaded.</p>
  if (!readiness) return <Spinner label="Loading the trip checklist…" />
  const missing = readiness.travellers.reduce((sum, person) => sum + person.missing.length, 0)
  return (
    <section aria-labelledby={`${id}-title`} className="mt-5 border-t border-slate-100 pt-5">
      <h4 id={`${id}-title`} className="font-semibold text-slate-900">
        Trip checklist
      </h4>
      <p className="mt-1 text-sm text-slate-700" data-testid="readiness-summary">
        {readiness.complete
          ? 'Everything is ready for the trip.'
          : `${missing} ${missing === 1 ? 'item is' : 'items are'} still missing.`}
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
      {itemLabels[item]}: {missing ? 'missing' : 'done'}
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
  const title = traveller.name || `Traveller ${traveller.index + 1}`
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
    }, READINESS_MESSAGES.saved)
  }

  async function sendFile(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const file = new FormData(form).get('file')
    if (!(file instanceof File) || file.size === 0) {
      upload.setProblems({ fields: {}, form: READINESS_MESSAGES.noFile })
      return
    }
    const body = new FormData()
    body.append('file', file)
    const sent = await upload.send(async () => {
      const answer = await api.put<BookingReadiness>(`${base}/documents/medical-certificate`, body)
      onChange(answer.data)
      return answer
    }, READINESS_MESSAGES.uploaded)
    if (sent) form.reset()
  }

  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h5 className="font-medium text-slate-900">{title}</h5>
      <ul className="mt-1 text-sm" aria-label={`Checklist of ${title}`}>
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
              label="Emergency contact name"
              name="emergencyName"
              maxLength={READINESS_LIMITS.emergencyName}
              defaultValue={traveller.emergencyName}
              error={details.problems.fields.emergencyName}
            />
            <FormField
              label="Emergency contact phone"
              name="emergencyPhone"
              type="tel"
              inputMode="tel"
              maxLength={READINESS_LIMITS.emergencyPhone}
              defaultValue={traveller.emergencyPhone}
              error={details.problems.fields.emergencyPhone}
            />
            {needsRegistration ? (
              <FormField
                label="Char Dham registration number"
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
              {details.pending ? 'Saving…' : 'Save contact'}
              <span className="sr-only"> of {title}</span>
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
                label={`Medical certificate of ${title} (PDF, JPEG or PNG, up to 5 MB)`}
                name="file"
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                hint={
                  traveller.documents.length > 0
                    ? 'Uploaded; a new file replaces it.'
                    : 'Kept privately and deleted 30 days after the trip.'
                }
                error={upload.problems.fields.file}
              />
              <FormAlert text={upload.problems.form} />
              <button
                type="submit"
                disabled={upload.pending}
                className="text-brand rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
              >
                {upload.pending ? 'Uploading…' : 'Upload certificate'}
                <span className="sr-only"> of {title}</span>
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
