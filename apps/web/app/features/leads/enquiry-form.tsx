import { EnquiryBodySchema, type EnquiryTripType } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { useRef, useState } from 'react'
import { FormField, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { FormMessage } from '../../components/ui/form-message.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { useSchemaForm } from '../../components/ui/use-schema-form.ts'
import { HoneypotField } from './honeypot-field.tsx'
import { enquiryTripTypeOptions } from './lead-texts.ts'
import { fieldErrors, sendLead } from './leads-api.ts'
import { localMessage } from '../../components/ui/form-text.tsx'

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
  const [status, setStatus] = useState<Status>({ name: 'idle' })
  const busy = useRef(false)
  const { form, errorOf, loadOnUse, onSubmit } = useSchemaForm({
    schema: EnquiryBodySchema,
    extra: () => ({ kind: 'enquiry', trip, sourcePath: window.location.pathname }),
    async onValid(body, refuse) {
      if (busy.current) return
      busy.current = true
      setStatus({ name: 'sending' })
      const result = await sendLead(body)
      busy.current = false
      if (result.status === 'sent') {
        toast.success(m.leads_enquiry_success())
        onSent()
      } else if (result.status === 'network-error') {
        setStatus({ name: 'error', message: m.leads_enquiry_network_failure() })
      } else {
        refuse(fieldErrors(result.errors))
        setStatus({
          name: 'error',
          message: `${m.leads_error_prefix()}${localMessage(result.message)}`,
        })
      }
    },
  })

  const sending = status.name === 'sending'
  return (
    <form
      id={form.id}
      {...loadOnUse}
      noValidate
      onSubmit={(event) => {
        // A new attempt clears the last attempt's message.
        if (status.name === 'error') setStatus({ name: 'idle' })
        onSubmit(event)
      }}
      className="mt-5"
    >
      <fieldset disabled={sending} className="space-y-4">
        <legend className="sr-only">{m.leads_your_query()}</legend>
        <FormField
          name="firstName"
          label={m.leads_first_name()}
          required
          autoComplete="given-name"
          // The modal <dialog> gives its autofocus control the first focus when it opens.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus
          error={errorOf('firstName')}
        />
        <FormField
          name="phone"
          label={m.leads_phone()}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="xxxxxxxxxx"
          required
          error={errorOf('phone')}
        />
        <FormField
          name="email"
          label={m.leads_email()}
          type="email"
          autoComplete="email"
          required
          error={errorOf('email')}
        />
        <SelectField
          name="tripType"
          label={m.leads_trip_type()}
          required
          emptyLabel={m.leads_trip_type_placeholder()}
          options={enquiryTripTypeOptions()}
          defaultValue={tripType}
          error={errorOf('tripType')}
        />
        <TextAreaField
          name="message"
          label={m.leads_message()}
          rows={4}
          error={errorOf('message')}
        />
        <HoneypotField />
      </fieldset>
      <div className="mt-5 space-y-3">
        {status.name === 'error' ? <FormMessage kind="error">{status.message}</FormMessage> : null}
        <button
          type="submit"
          disabled={sending}
          className="bg-brand hover:bg-brand-light w-full rounded-full px-6 py-3 font-semibold text-white disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? m.leads_sending() : m.leads_submit_query()}
        </button>
      </div>
    </form>
  )
}
