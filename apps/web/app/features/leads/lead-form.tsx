import {
  LEAD_COUNTRY_CODE,
  LEAD_MESSAGES,
  LEAD_PACKAGE_PLACEHOLDER,
  LEAD_PACKAGE_TYPES,
  LEAD_SUCCESS_CLOSE_MS,
  LeadBodySchema,
} from '@trippy/contracts'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { FormMessage, HoneypotField, SelectField, TextField, textOf } from './form-fields.tsx'
import { fieldErrors, focusFirstInvalid, sendLead } from './send-lead.ts'

type Status =
  | { name: 'idle' }
  | { name: 'submitting' }
  | { name: 'success' }
  | { name: 'error'; message: string }

/** A whole number as typed, a blank as missing, anything else as is (the schema says why). */
function travelersOf(raw: string): unknown {
  const text = raw.trim()
  if (text === '') return undefined
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text
}

/**
 * The trip-plan lead form of the first-visit modal: validated with the contract's schema, sent
 * to POST /api/leads/create, and on success a confirmation, then `onDone` after three seconds.
 */
export function LeadForm({ onDone }: { onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const confirmationRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>({ name: 'idle' })
  const [errors, setErrors] = useState<Record<string, string>>({})

  useEffect(() => {
    if (status.name !== 'success') return
    confirmationRef.current?.focus()
    const timer = setTimeout(onDone, LEAD_SUCCESS_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [status.name, onDone])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.name === 'submitting') return
    const data = new FormData(event.currentTarget)
    const parsed = LeadBodySchema.safeParse({
      kind: 'lead',
      firstName: textOf(data, 'firstName'),
      lastName: textOf(data, 'lastName'),
      email: textOf(data, 'email'),
      countryCode: textOf(data, 'countryCode'),
      phone: textOf(data, 'phone'),
      packageType: textOf(data, 'packageType') || undefined,
      travelers: travelersOf(textOf(data, 'travelers')),
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
    setStatus({ name: 'submitting' })
    const result = await sendLead(parsed.data)
    if (result.status === 'sent') {
      setStatus({ name: 'success' })
    } else if (result.status === 'network-error') {
      setStatus({ name: 'error', message: LEAD_MESSAGES.networkFailure })
    } else {
      setErrors(fieldErrors(result.errors))
      setStatus({ name: 'error', message: `${LEAD_MESSAGES.errorPrefix}${result.message}` })
    }
  }

  if (status.name === 'success') {
    return (
      <div ref={confirmationRef} tabIndex={-1} className="mt-6 outline-none">
        <FormMessage kind="success">{LEAD_MESSAGES.success}</FormMessage>
      </div>
    )
  }

  const submitting = status.name === 'submitting'
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-6">
      <fieldset disabled={submitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Your trip</legend>
        <TextField
          name="firstName"
          label="First name"
          required
          autoComplete="given-name"
          error={errors.firstName}
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          className="sm:col-span-2"
        />
        <div className="grid grid-cols-[7rem_1fr] gap-3 sm:col-span-2">
          <SelectField
            name="countryCode"
            label="Country code"
            options={[{ value: LEAD_COUNTRY_CODE, label: `+${LEAD_COUNTRY_CODE}` }]}
            defaultValue={LEAD_COUNTRY_CODE}
            error={errors.countryCode}
          />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="xxxxxxxxxx"
            error={errors.phone}
          />
        </div>
        <SelectField
          name="packageType"
          label="Package"
          required
          placeholder={LEAD_PACKAGE_PLACEHOLDER}
          options={LEAD_PACKAGE_TYPES}
          error={errors.packageType}
        />
        <TextField
          name="travelers"
          label="Travelers"
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={errors.travelers}
        />
        <HoneypotField />
      </fieldset>
      <div className="mt-5 space-y-3">
        {status.name === 'error' ? <FormMessage kind="error">{status.message}</FormMessage> : null}
        <button
          type="submit"
          disabled={submitting}
          className="bg-brand hover:bg-brand-light w-full rounded-full px-6 py-3 font-semibold text-white disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? LEAD_MESSAGES.submitting : 'Submit'}
        </button>
      </div>
    </form>
  )
}
