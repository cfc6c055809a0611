import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import type { RequestPasswordResetBody } from '@trippy/contracts'
import { useCallback, useState } from 'react'
import { Link } from 'react-router'
import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'
import { AuthLayout } from '../features/account/auth-layout.tsx'
import { FormField } from '../components/ui/field.tsx'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { contractSchema, useSchemaForm } from '../components/ui/use-schema-form.ts'
import { api, ApiError } from '../lib/api-client.ts'
import { localHref } from '../lib/i18n.ts'
import { formText, FormText, useFormTexts } from '../components/ui/form-text.tsx'
import type { Route } from './+types/forgot-password'

export function meta(): Route.MetaDescriptors {
  return [
    { title: `${m.account_forgot_meta_title()} | ${SITE.name}` },
    {
      name: 'description',
      content: m.account_forgot_meta_description({ site: SITE.name }),
    },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ForgotPassword() {
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  useFormTexts()
  const shownError = formError ? formText(formError) : null
  // The form gives way to the answer; focus goes with it, so nobody is left on a vanished button.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), [])

  const { form, errorOf, loadOnUse, onSubmit } = useSchemaForm({
    schema: () => contractSchema('RequestPasswordResetBodySchema'),
    onValid: (body, refuse) => send(body, refuse),
  })

  async function send(
    body: RequestPasswordResetBody,
    refuse: (errors: Record<string, string>) => void,
  ) {
    setPending(true)
    setFormError(null)
    try {
      await api.post<null>('/api/customers/password-reset/request', body)
      setSent(true)
    } catch (error) {
      setPending(false)
      if (!(error instanceof ApiError) || error.kind === 'network') {
        setFormError(ACCOUNT_MESSAGES.networkFailure)
      } else if (error.kind === 'timeout') {
        setFormError(ACCOUNT_MESSAGES.serverSlow)
      } else if (error.errors.length > 0) {
        refuse(error.fieldErrors())
      } else {
        setFormError(error.fromServer ? error.message : ACCOUNT_MESSAGES.networkFailure)
      }
    }
  }

  return (
    <AuthLayout title={m.account_forgot_title()} intro={m.account_forgot_intro()}>
      <div role="status">
        {sent ? (
          <p
            ref={focusOnMount}
            tabIndex={-1}
            className="rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900"
          >
            <FormText text={ACCOUNT_MESSAGES.resetLinkSent} />
          </p>
        ) : null}
      </div>
      {sent ? null : (
        <form
          id={form.id}
          {...loadOnUse}
          noValidate
          onSubmit={(event) => {
            // A new attempt clears the last attempt's message.
            setFormError(null)
            onSubmit(event)
          }}
          className="space-y-5"
          aria-label={m.account_forgot_form_label()}
        >
          <FormField
            label={m.account_email()}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errorOf('email')}
          />
          {shownError ? (
            <p
              role="alert"
              data-form-text=""
              lang={shownError.lang}
              className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {shownError.text}
            </p>
          ) : null}
          <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
            {pending ? m.account_sending() : m.account_send_reset_link()}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-slate-700">
        {m.account_remembered()}{' '}
        <Link to={localHref('/login')} className="text-brand font-semibold underline">
          {m.account_sign_in()}
        </Link>
      </p>
    </AuthLayout>
  )
}
