import * as m from '@trippy/i18n/messages'
import { useCallback, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '@trippy/contracts/account-messages'
import { AuthLayout } from './auth-layout.tsx'
import { formValues } from '../../components/ui/form-helpers.ts'
import { FormField } from '../../components/ui/field.tsx'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { type FormProblems, NO_PROBLEMS, useSentForm } from '../../components/ui/use-sent-form.ts'
import { api, ApiError } from '../../lib/api-client.ts'
import { localHref } from '../../lib/i18n.ts'
import { FormText } from '../../components/ui/form-text.tsx'

const FIELDS = ['password', 'confirmPassword'] as const

/**
 * The new password, sent with the token of the reset link; the page then says it is done, or
 * why the link no longer works.
 */
export function ResetPasswordPage() {
  // The token is read only here in the browser, when the form is sent: the server renders and
  // caches this page without it (apps/server/src/web/page-cache.ts), so no token is ever kept.
  const [searchParams] = useSearchParams()
  const [done, setDone] = useState(false)
  const [linkError, setLinkError] = useState<string | null>(null)
  const { form, pending, problems, setProblems, send } = useSentForm(problemsOf)
  // The form gives way to the answer; focus goes with it, so nobody is left on a vanished button.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), [])

  function problemsOf(error: unknown): FormProblems {
    if (!(error instanceof ApiError) || error.kind === 'network') {
      return { fields: {}, form: ACCOUNT_MESSAGES.networkFailure }
    }
    if (error.kind === 'timeout') return { fields: {}, form: ACCOUNT_MESSAGES.serverSlow }
    if (error.status === 400) {
      // A refused link comes as the message (or as the token's field error); a refused password
      // comes as the password's field error.
      const { token: tokenError, ...passwordErrors } = error.fieldErrors()
      if (Object.keys(passwordErrors).length > 0) return { fields: passwordErrors, form: null }
      setLinkError(tokenError ?? error.message)
      return NO_PROBLEMS
    }
    return {
      fields: {},
      form: error.fromServer ? error.message : ACCOUNT_MESSAGES.networkFailure,
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = formValues(event.currentTarget, FIELDS)
    setProblems(NO_PROBLEMS)
    setLinkError(null)
    const token = searchParams.get('token') ?? ''
    if (!token) {
      setLinkError(ACCOUNT_MESSAGES.resetLinkInvalid)
      return
    }
    if (values.password !== values.confirmPassword) {
      setProblems({ fields: { confirmPassword: ACCOUNT_MESSAGES.passwordsDiffer }, form: null })
      return
    }
    await send(async () => {
      await api.post<null>('/api/customers/password-reset', { token, password: values.password })
      setDone(true)
    })
  }

  if (done) {
    return (
      <AuthLayout title={m.account_reset_done_title()} intro={m.account_reset_done_intro()}>
        <div role="status">
          <p
            ref={focusOnMount}
            tabIndex={-1}
            className="rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900"
          >
            <FormText text={ACCOUNT_MESSAGES.passwordReset} />
          </p>
        </div>
        <Link to={localHref('/login')} className={`${primaryButtonClass} mt-6 w-full`}>
          {m.account_log_in()}
        </Link>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={m.account_reset_title()} intro={m.account_reset_intro()}>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-5"
        aria-label={m.account_reset_form_label()}
      >
        <FormField
          label={m.account_new_password()}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={m.account_password_hint({ count: MIN_PASSWORD_LENGTH })}
          error={problems.fields.password}
        />
        <FormField
          label={m.account_confirm_password()}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={problems.fields.confirmPassword}
        />
        {linkError ? (
          <div
            role="alert"
            className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            <p>
              <FormText text={linkError} />
            </p>
            <Link to={localHref('/forgot-password')} className="mt-2 inline-block underline">
              {m.account_ask_new_link()}
            </Link>
          </div>
        ) : null}
        {problems.form ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            <FormText text={problems.form} />
          </p>
        ) : null}
        <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
          {pending ? m.account_saving() : m.account_set_new_password()}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        <Link to={localHref('/login')} className="text-brand font-semibold underline">
          {m.account_back_to_sign_in()}
        </Link>
      </p>
    </AuthLayout>
  )
}
