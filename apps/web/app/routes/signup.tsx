import type { RegisterBody } from '@trippy/contracts'
import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useToast } from '../components/ui/toast.tsx'
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '@trippy/contracts/account-messages'
import { AuthLayout } from '../features/account/auth-layout.tsx'
import { FormField } from '../components/ui/field.tsx'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { contractSchema, useSchemaForm } from '../components/ui/use-schema-form.ts'
import { type LoginState, readLoginState } from '../features/account/login-state.ts'
import { api, ApiError } from '../lib/api-client.ts'
import { getLocale, localHref } from '../lib/i18n.ts'
import { localMessage } from '../components/ui/form-text.tsx'
import type { Route } from './+types/signup'

export function meta(): Route.MetaDescriptors {
  return [
    { title: `${m.account_create_an_account()} | ${SITE.name}` },
    {
      name: 'description',
      content: m.account_signup_meta_description({ site: SITE.name }),
    },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Signup() {
  const location = useLocation()
  const navigate = useNavigate()
  const toast = useToast()
  const [pending, setPending] = useState(false)
  const { form, errorOf, loadOnUse, onSubmit } = useSchemaForm({
    schema: () => contractSchema('RegisterBodySchema'),
    onInvalid: () => toast.error(localMessage(ACCOUNT_MESSAGES.registrationFailed)),
    onValid: (body, refuse) => register(body, refuse),
  })

  async function register(body: RegisterBody, refuse: (errors: Record<string, string>) => void) {
    setPending(true)
    try {
      await api.post<{ _id: string }>('/api/customers/send-otp', { ...body, language: getLocale() })
      toast.success(localMessage(ACCOUNT_MESSAGES.registered))
      // Whatever the visitor was on their way to still waits after they sign in.
      const state: LoginState = { ...readLoginState(location.state), email: body.email }
      void navigate(localHref('/login'), { state })
    } catch (error) {
      setPending(false)
      if (error instanceof ApiError && error.kind === 'http' && error.status < 500) {
        refuse(error.fieldErrors())
        toast.error(localMessage(ACCOUNT_MESSAGES.registrationFailed))
      } else {
        toast.error(localMessage(ACCOUNT_MESSAGES.registrationFailedRetry))
      }
    }
  }

  return (
    <AuthLayout title={m.account_create_an_account()} intro={m.account_signup_intro()}>
      <form
        id={form.id}
        noValidate
        onSubmit={onSubmit}
        {...loadOnUse}
        className="space-y-5"
        aria-label={m.account_create_an_account()}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={m.account_first_name()}
            name="firstName"
            autoComplete="given-name"
            required
            error={errorOf('firstName')}
          />
          <FormField
            label={m.account_last_name()}
            name="lastName"
            autoComplete="family-name"
            required
            error={errorOf('lastName')}
          />
        </div>
        <FormField
          label={m.account_email()}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errorOf('email')}
        />
        <FormField
          label={m.account_phone()}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          error={errorOf('phone')}
        />
        <FormField
          label={m.account_password()}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={m.account_password_hint({ count: MIN_PASSWORD_LENGTH })}
          error={errorOf('password')}
        />
        <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
          {pending ? m.account_creating_account() : m.account_create_account()}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        {m.account_have_account()}{' '}
        <Link
          to={localHref('/login')}
          state={readLoginState(location.state)}
          className="text-brand font-semibold underline"
        >
          {m.account_sign_in()}
        </Link>
      </p>
    </AuthLayout>
  )
}
