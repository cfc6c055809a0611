import { SITE } from '@trippy/contracts/site'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '@trippy/contracts/account-messages'
import { AuthLayout } from '../features/account/auth-layout.tsx'
import { focusFirstInvalid, formValues } from '../components/ui/form-helpers.ts'
import { FormField } from '../components/ui/field.tsx'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { api, ApiError } from '../lib/api-client.ts'
import type { Route } from './+types/reset-password'

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Choose a new password | ${SITE.name}` },
    {
      name: 'description',
      content: `Choose a new password for your ${SITE.name} account.`,
    },
    { name: 'robots', content: 'noindex' },
  ]
}

const FIELDS = ['password', 'confirmPassword'] as const

export default function ResetPassword() {
  // The token is read only here in the browser, when the form is sent: the server renders and
  // caches this page without it (apps/server/src/web/page-cache.ts), so no token is ever kept.
  const [searchParams] = useSearchParams()
  const form = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [linkError, setLinkError] = useState<string | null>(null)
  // The form gives way to the answer; focus goes with it, so nobody is left on a vanished button.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), [])

  useEffect(() => focusFirstInvalid(form.current), [fieldErrors])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = formValues(event.currentTarget, FIELDS)
    setFieldErrors({})
    setFormError(null)
    setLinkError(null)
    const token = searchParams.get('token') ?? ''
    if (!token) {
      setLinkError(ACCOUNT_MESSAGES.resetLinkInvalid)
      return
    }
    if (values.password !== values.confirmPassword) {
      setFieldErrors({ confirmPassword: ACCOUNT_MESSAGES.passwordsDiffer })
      return
    }
    setPending(true)
    try {
      await api.post<null>('/api/customers/password-reset', { token, password: values.password })
      setDone(true)
    } catch (error) {
      setPending(false)
      if (!(error instanceof ApiError) || error.kind === 'network') {
        setFormError(ACCOUNT_MESSAGES.networkFailure)
      } else if (error.kind === 'timeout') {
        setFormError(ACCOUNT_MESSAGES.serverSlow)
      } else if (error.status === 400) {
        // A refused link comes as the message (or as the token's field error); a refused password
        // comes as the password's field error.
        const { token: tokenError, ...passwordErrors } = error.fieldErrors()
        if (Object.keys(passwordErrors).length > 0) setFieldErrors(passwordErrors)
        else setLinkError(tokenError ?? error.message)
      } else {
        setFormError(error.fromServer ? error.message : ACCOUNT_MESSAGES.networkFailure)
      }
    }
  }

  if (done) {
    return (
      <AuthLayout title="Password changed" intro="Your account has a new password.">
        <div role="status">
          <p
            ref={focusOnMount}
            tabIndex={-1}
            className="rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900"
          >
            {ACCOUNT_MESSAGES.passwordReset}
          </p>
        </div>
        <Link to="/login" className={`${primaryButtonClass} mt-6 w-full`}>
          Log in
        </Link>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Choose a new password"
      intro="Choose a new password for your account. Setting it signs you out on every device."
    >
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-5"
        aria-label="Password reset"
      >
        <FormField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={fieldErrors.password}
        />
        <FormField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={fieldErrors.confirmPassword}
        />
        {linkError ? (
          <div
            role="alert"
            className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            <p>{linkError}</p>
            <Link to="/forgot-password" className="mt-2 inline-block underline">
              Ask for a new link
            </Link>
          </div>
        ) : null}
        {formError ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {formError}
          </p>
        ) : null}
        <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
          {pending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        <Link to="/login" className="text-brand font-semibold underline">
          Back to Sign In
        </Link>
      </p>
    </AuthLayout>
  )
}
