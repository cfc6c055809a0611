import {
  LEAD_COUNTRY_CODE,
  LEAD_MESSAGES,
  LEAD_PACKAGE_PLACEHOLDER,
  LEAD_PACKAGE_TYPES,
  LEAD_SUCCESS_CLOSE_MS,
} from '@trippy/contracts/lead-options'
import { useEffect, useRef, useState } from 'react'
import { FormField, SelectField } from '../../components/ui/field.tsx'
import { FormMessage } from '../../components/ui/form-message.tsx'
import { useSchemaForm } from '../../components/ui/use-schema-form.ts'
import { HoneypotField } from './honeypot-field.tsx'
import { fieldErrors, sendLead } from './leads-api.ts'

type Status =
  | { name: 'idle' }
  | { name: 'submitting' }
  | { name: 'success' }
  | { name: 'error'; message: string }

/**
 * The trip-plan lead form of the first-visit modal: validated with the contract's schema, sent
 * to POST /api/leads/create, and on success a confirmation, then `onDone` after three seconds.
 */
export function LeadForm({ onDone }: { onDone: () => void }) {
  const confirmationRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>({ name: 'idle' })
  const submitting = useRef(false)
  const { form, errorOf, loadOnUse, onSubmit } = useSchemaForm({
    // The modal opens by itself on a first visit: zod loads once someone fills the form in.
    schema: () => import('@trippy/contracts/leads').then((leads) => leads.LeadBodySchema),
    onUnavailable: () => setStatus({ name: 'error', message: LEAD_MESSAGES.networkFailure }),
    extra: () => ({ kind: 'lead', sourcePath: window.location.pathname }),
    async onValid(body, refuse) {
      if (submitting.current) return
      submitting.current = true
      setStatus({ name: 'submitting' })
      const result = await sendLead(body)
      submitting.current = false
      if (result.status === 'sent') {
        setStatus({ name: 'success' })
      } else if (result.status === 'network-error') {
        setStatus({ name: 'error', message: LEAD_MESSAGES.networkFailure })
      } else {
        refuse(fieldErrors(result.errors))
        setStatus({ name: 'error', message: `${LEAD_MESSAGES.errorPrefix}${result.message}` })
      }
    },
  })

  useEffect(() => {
    if (status.name !== 'success') return
    confirmationRef.current?.focus()
    const timer = setTimeout(onDone, LEAD_SUCCESS_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [status.name, onDone])

  if (status.name === 'success') {
    return (
      <div ref={confirmationRef} tabIndex={-1} className="mt-6 outline-none">
        <FormMessage kind="success">{LEAD_MESSAGES.success}</FormMessage>
      </div>
    )
  }

  const sending = status.name === 'submitting'
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
      className="mt-6"
    >
      <fieldset disabled={sending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Your trip</legend>
        <FormField
          name="firstName"
          label="First name"
          required
          autoComplete="given-name"
          error={errorOf('firstName')}
        />
        <FormField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          error={errorOf('lastName')}
        />
        <FormField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errorOf('email')}
          className="sm:col-span-2"
        />
        <div className="grid grid-cols-[7rem_1fr] gap-3 sm:col-span-2">
          <SelectField
            name="countryCode"
            label="Country code"
            options={[{ value: LEAD_COUNTRY_CODE, label: `+${LEAD_COUNTRY_CODE}` }]}
            defaultValue={LEAD_COUNTRY_CODE}
            error={errorOf('countryCode')}
          />
          <FormField
            name="phone"
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="xxxxxxxxxx"
            error={errorOf('phone')}
          />
        </div>
        <SelectField
          name="packageType"
          label="Package"
          required
          emptyLabel={LEAD_PACKAGE_PLACEHOLDER}
          options={LEAD_PACKAGE_TYPES}
          error={errorOf('packageType')}
        />
        <FormField
          name="travelers"
          label="Travelers"
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={errorOf('travelers')}
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
          {sending ? LEAD_MESSAGES.submitting : 'Submit'}
        </button>
      </div>
    </form>
  )
}
