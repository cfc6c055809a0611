import { SITE } from '@trippy/contracts/site'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useToast } from '../components/ui/toast.tsx'
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '../features/account/account-messages.ts'
import { AuthLayout } from '../features/account/auth-layout.tsx'
import {
  focusFirstInvalid,
  FormField,
  formValues,
  primaryButtonClass,
} from '../features/account/form-field.tsx'
import { type LoginState, readLoginState } from '../features/account/login-state.ts'
import { api, ApiError } from '../lib/api-client.ts'
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

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const

export default function Signup() {
  const location = useLocation()
  const navigate = useNavigate()
  const toast = useToast()
  const form = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  useEffect(() => focusFirstInvalid(form.current), [fieldErrors])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = formValues(event.currentTarget, FIELDS)
    setPending(true)
    setFieldErrors({})
    try {
      await api.post<{ _id: string }>('/api/customers/send-otp', values)
      toast.success(ACCOUNT_MESSAGES.registered)
      // Whatever the visitor was on their way to still waits after they sign in.
      const state: LoginState = { ...readLoginState(location.state), email: values.email.trim() }
      void navigate('/login', { state })
    } catch (error) {
      setPending(false)
      if (error instanceof ApiError && error.kind === 'http' && error.status < 500) {
        setFieldErrors(error.fieldErrors())
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
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-5"
        aria-label="Create an account"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            error={fieldErrors.firstName}
          />
          <FormField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            error={fieldErrors.lastName}
          />
        </div>
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <FormField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          error={fieldErrors.phone}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={fieldErrors.password}
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
