import type { ConsoleLoginResult } from '@trippy/contracts'
import { SITE } from '@trippy/contracts/site'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { focusFirstInvalid, formValues } from '../../components/ui/form-helpers.ts'
import { FormField } from '../../components/ui/field.tsx'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { consoleApi, problemText } from '../../features/console/console-api.ts'
import { safeConsolePath, storeConsoleToken } from '../../features/console/console-session.ts'
import { consoleMeta } from '../../features/console/console-texts.ts'
import { ApiError } from '../../lib/api-client.ts'

export function meta() {
  return consoleMeta(
    'Sign in',
    `Staff sign-in to the ${SITE.name} console: trips, departures, bookings and enquiries.`,
  )
}

/** The console's own sign-in (DESIGN §8.3): a staff token, kept apart from any customer's. */
export default function ConsoleLogin() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const form = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)

  useEffect(() => focusFirstInvalid(form.current), [fieldErrors])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
    setFieldErrors({})
    setFormError(null)
    try {
      const { data } = await consoleApi.post<ConsoleLoginResult>(
        '/api/console/login',
        formValues(event.currentTarget, ['email', 'password'] as const),
        { token: null },
      )
      storeConsoleToken(data.token)
      await navigate(safeConsolePath(params.get('next')), { replace: true })
    } catch (error) {
      setPending(false)
      if (error instanceof ApiError && error.errors.length > 0) setFieldErrors(error.fieldErrors())
      else setFormError(problemText(error))
    }
  }

  return (
    // Top-aligned, not centred: as a slow connection brings the form in, the card grows downwards
    // and nothing already painted moves.
    <div className="flex min-h-dvh items-start justify-center px-4 py-10 sm:pt-[12vh]">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
          {SITE.name} Console
        </p>
        <h1 className="text-brand mt-1 text-3xl font-bold tracking-tight">Sign in</h1>
        <p className="mt-2 text-slate-600">
          For the operator's staff. Travellers sign in on the site.
        </p>
        <form
          ref={form}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="mt-6 space-y-5"
          aria-label="Sign in to the console"
        >
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            error={fieldErrors.email}
          />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrors.password}
          />
          {formError ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {formError}
            </p>
          ) : null}
          <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
            {pending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </div>
  )
}
