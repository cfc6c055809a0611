import type { AccountSettings, LoginBody, LoginResult } from '@trippy/contracts'
import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useAccount } from '../features/account/account-context.tsx'
import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'
import { AuthLayout } from '../features/account/auth-layout.tsx'
import { FormField } from '../components/ui/field.tsx'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { contractSchema, useSchemaForm } from '../components/ui/use-schema-form.ts'
import { afterLoginTarget, readLoginState } from '../features/account/login-state.ts'
import { useCurrency } from '../features/currency/currency-context.tsx'
import { api, ApiError } from '../lib/api-client.ts'
import { localHref } from '../lib/i18n.ts'
import { formText, useFormTexts } from '../components/ui/form-text.tsx'
import type { Route } from './+types/login'

export function meta(): Route.MetaDescriptors {
  return [
    { title: `${m.account_sign_in()} | ${SITE.name}` },
    {
      name: 'description',
      content: m.account_login_meta_description({ site: SITE.name }),
    },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Login() {
  const account = useAccount()
  const location = useLocation()
  const navigate = useNavigate()
  const { setCurrency } = useCurrency()
  const loginState = readLoginState(location.state)
  const [pending, setPending] = useState(false)
  const [signedIn, setSignedIn] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  useFormTexts()
  const shownError = formError ? formText(formError) : null
  const { form, errorOf, loadOnUse, onSubmit } = useSchemaForm({
    schema: () => contractSchema('LoginBodySchema'),
    onValid: (body, refuse) => signIn(body, refuse),
  })

  async function signIn(body: LoginBody, refuse: (errors: Record<string, string>) => void) {
    setPending(true)
    setFormError(null)
    try {
      const { data } = await api.post<LoginResult>('/api/customers/login', body)
      setSignedIn(true)
      account.signIn(data)
      const target = afterLoginTarget(loginState)
      void navigate(target.to, { replace: true, state: target.state })
      // The customer's default display currency takes over once it is known; prices stay in
      // whatever was showing if it cannot be read.
      api
        .get<AccountSettings>(`/api/customers/${data._id}/settings`)
        .then(({ data: settings }) => setCurrency(settings.displayCurrency))
        .catch(() => undefined)
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

  if (account.user && !signedIn) {
    return (
      <AuthLayout
        title={m.account_sign_in()}
        intro={m.account_login_signed_in_as({ name: account.user.name })}
      >
        <div className="flex flex-wrap gap-3">
          <Link to={loginState.from ?? localHref('/profile')} className={primaryButtonClass}>
            {m.account_continue()}
          </Link>
          <button
            type="button"
            onClick={account.logOut}
            className="rounded-full px-6 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            {m.account_logout()}
          </button>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={m.account_sign_in()} intro={m.account_login_intro()}>
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
        aria-label={m.account_login_form_label()}
      >
        <FormField
          label={m.account_email()}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={loginState.email}
          error={errorOf('email')}
        />
        <FormField
          label={m.account_password()}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errorOf('password')}
        />
        <p className="-mt-3 text-right text-sm">
          <Link to={localHref('/forgot-password')} className="text-brand font-medium underline">
            {m.account_forgot_password_link()}
          </Link>
        </p>
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
          {pending ? m.account_signing_in() : m.account_sign_in()}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        {m.account_new_to_site({ site: SITE.name })}{' '}
        <Link
          to={localHref('/signup')}
          state={readLoginState(location.state)}
          className="text-brand font-semibold underline"
        >
          {m.account_create_an_account()}
        </Link>
      </p>
    </AuthLayout>
  )
}
