import {
  ENQUIRY_MESSAGES,
  ENQUIRY_TRIP_TYPE_PLACEHOLDER,
  ENQUIRY_TRIP_TYPES,
  EnquiryBodySchema,
  type EnquiryTripType,
} from '@trippy/contracts'
import { type FormEvent, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useToast } from '../../components/ui/toast.tsx'
import {
  FormMessage,
  HoneypotField,
  SelectField,
  TextAreaField,
  TextField,
  textOf,
} from './form-fields.tsx'
import { fieldErrors, focusFirstInvalid, sendLead } from './send-lead.ts'

type Status = { name: 'idle' } | { name: 'sending' } | { name: 'error'; message: string }

/**
 * The 'Send Query' enquiry form of the side panel: validated with the contract's schema, sent to
 * POST /api/leads/create; on success it confirms with a toast and `onSent` closes the panel.
 */
export function EnquiryForm({
  trip,
  tripType,
  onSent,
}: {
  trip: string | undefined
  tripType: EnquiryTripType | undefined
  onSent: () => void
}) {
  const toast = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const [status, setStatus] = useState<Status>({ name: 'idle' })
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.name === 'sending') return
    const form = event.currentTarget
    const data = new FormData(form)
    const parsed = EnquiryBodySchema.safeParse({
      kind: 'enquiry',
      firstName: textOf(data, 'firstName'),
      phone: textOf(data, 'phone'),
      email: textOf(data, 'email'),
      message: textOf(data, 'message'),
      tripType: textOf(data, 'tripType') || undefined,
      trip,
      sourcePath: window.location.pathname,
      website: textOf(data, 'website'),
    })
    if (!parsed.success) {
      flushSync(() => {
        setErrors(fieldErrors(parsed.error.issues))
        setStatus({ name: 'idle' })
      })
      focusFirstInvalid(formRef.current)
      return
    }
    setErrors({})
    setStatus({ name: 'sending' })
    const result = await sendLead(parsed.data)
    if (result.status === 'sent') {
      toast.success(ENQUIRY_MESSAGES.success)
      onSent()
    } else if (result.status === 'network-error') {
      setStatus({ name: 'error', message: ENQUIRY_MESSAGES.networkFailure })
    } else {
      setErrors(fieldErrors(result.errors))
      setStatus({ name: 'error', message: `${ENQUIRY_MESSAGES.errorPrefix}${result.message}` })
    }
  }

  const sending = status.name === 'sending'
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-5">
      <fieldset disabled={sending} className="space-y-4">
        <legend className="sr-only">Your query</legend>
        <TextField
          name="firstName"
          label="First name"
          required
          autoComplete="given-name"
          autoFocus
          error={errors.firstName}
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="xxxxxxxxxx"
          required
          error={errors.phone}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <SelectField
          name="tripType"
          label="Trip type"
          required
          placeholder={ENQUIRY_TRIP_TYPE_PLACEHOLDER}
          options={ENQUIRY_TRIP_TYPES}
          defaultValue={tripType}
          error={errors.tripType}
        />
        <TextAreaField name="message" label="Message" rows={4} error={errors.message} />
        <HoneypotField />
      </fieldset>
      <div className="mt-5 space-y-3">
        {status.name === 'error' ? <FormMessage kind="error">{status.message}</FormMessage> : null}
        <button
          type="submit"
          disabled={sending}
          className="bg-brand hover:bg-brand-light w-full rounded-full px-6 py-3 font-semibold text-white disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? ENQUIRY_MESSAGES.sending : 'Submit Query'}
        </button>
      </div>
    </form>
  )
}
