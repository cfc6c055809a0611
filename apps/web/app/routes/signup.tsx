import type { RegisterBody } from '@trippy/contracts'
import { SITE } from '@trippy/contracts/site'
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
import { getLocale } from '../lib/i18n.ts'
import type { Route } from './+types/signup'

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Create an account | ${SITE.name}` },
    {
      name: 'description',
      content: `Create a ${SITE.name} account to book departures, save trips and follow your bookings.`,
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
    onInvalid: () => toast.error(ACCOUNT_MESSAGES.registrationFailed),
    onValid: (body, refuse) => register(body, refuse),
  })

  async function register(body: RegisterBody, refuse: (errors: Record<string, string>) => void) {
    setPending(true)
    try {
      await api.post<{ _id: string }>('/api/customers/send-otp', { ...body, language: getLocale() })
      toast.success(ACCOUNT_MESSAGES.registered)
      // Whatever the visitor was on their way to still waits after they sign in.
      const state: LoginState = { ...readLoginState(location.state), email: body.email }
      void navigate('/login', { state })
    } catch (error) {
      setPending(false)
      if (error instanceof ApiError && error.kind === 'http' && error.status < 500) {
        refuse(error.fieldErrors())
        toast.error(ACCOUNT_MESSAGES.registrationFailed)
      } else {
        toast.error(ACCOUNT_MESSAGES.registrationFailedRetry)
      }
    }
  }

  return (
    <AuthLayout
      title="Create an account"
      intro="Book departures, save trips for later and keep your bookings in one place."
    >
      <form
        id={form.id}
        noValidate
        onSubmit={onSubmit}
        {...loadOnUse}
        className="space-y-5"
        aria-label="Create an account"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            error={errorOf('firstName')}
          />
          <FormField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            error={errorOf('lastName')}
          />
        </div>
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errorOf('email')}
        />
        <FormField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          error={errorOf('phone')}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errorOf('password')}
        />
        <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
          {pending ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        Already have an account?{' '}
        <Link
          to="/login"
          state={readLoginState(location.state)}
          className="text-brand font-semibold underline"
        >
          Sign In
        </Link>
      </p>
    </AuthLayout>
  )
}
