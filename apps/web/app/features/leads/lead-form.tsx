import { LEAD_SUCCESS_CLOSE_MS } from '@trippy/contracts/lead-options'
import * as m from '@trippy/i18n/messages'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { FormMessage } from '../../components/ui/form-message.tsx'
import { useSchemaForm } from '../../components/ui/use-schema-form.ts'
import { LeadFields, type LeadFormDraft, LeadSubmitButton, resumeDraft } from './lead-fields.tsx'
import { fieldErrors, sendLead } from './leads-api.ts'
import { localMessage } from '../../components/ui/form-text.tsx'

type Status =
  | { name: 'idle' }
  | { name: 'submitting' }
  | { name: 'success' }
  | { name: 'error'; message: string }

/**
 * The trip-plan lead form of the first-visit modal: validated with the contract's schema, sent
 * to POST /api/leads/create, and on success a confirmation, then `onDone` after three seconds.
 * Fetched on the form's first use: it replaces the server-rendered fields in the same task and
 * carries on from the visitor's `draft` (values, focus, caret, a submit already asked for).
 */
export function LeadForm({ onDone, draft }: { onDone: () => void; draft: LeadFormDraft }) {
  const confirmationRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [status, setStatus] = useState<Status>({ name: 'idle' })
  const submitting = useRef(false)
  const { form, errorOf, loadOnUse, onSubmit } = useSchemaForm({
    // The modal opens by itself on a first visit: zod loads once someone fills the form in.
    schema: () => import('@trippy/contracts/leads').then((leads) => leads.LeadBodySchema),
    onUnavailable: () => setStatus({ name: 'error', message: m.leads_network_failure() }),
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
        setStatus({ name: 'error', message: m.leads_network_failure() })
      } else {
        refuse(fieldErrors(result.errors))
        setStatus({
          name: 'error',
          message: `${m.leads_error_prefix()}${localMessage(result.message)}`,
        })
      }
    },
  })

  // Once, on taking over: before the browser handles the next key or click.
  const [resumed] = useState(() => draft)
  useLayoutEffect(() => {
    if (formRef.current) resumeDraft(formRef.current, resumed)
  }, [resumed])

  useEffect(() => {
    if (status.name !== 'success') return
    confirmationRef.current?.focus()
    const timer = setTimeout(onDone, LEAD_SUCCESS_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [status.name, onDone])

  if (status.name === 'success') {
    return (
      <div ref={confirmationRef} tabIndex={-1} className="mt-6 outline-none">
        <FormMessage kind="success">{m.leads_success()}</FormMessage>
      </div>
    )
  }

  const sending = status.name === 'submitting'
  return (
    <form
      ref={formRef}
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
      <LeadFields errorOf={errorOf} draft={draft} disabled={sending} />
      <div className="mt-5 space-y-3">
        {status.name === 'error' ? <FormMessage kind="error">{status.message}</FormMessage> : null}
        <LeadSubmitButton busy={sending} disabled={sending} />
      </div>
    </form>
  )
}
