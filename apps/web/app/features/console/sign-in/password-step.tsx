import type { ConsoleLoginBody, ConsolePasswordStep } from '@trippy/contracts'
import { useState } from 'react'
import { FormField } from '../../../components/ui/field.tsx'
import { primaryButtonClass } from '../../../components/ui/button-classes.ts'
import { contractSchema, useSchemaForm } from '../../../components/ui/use-schema-form.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { consoleApi, problemText } from '../console-api.ts'
import { FormProblem, SignInCard } from './sign-in-card.tsx'
import { SubmitButton } from '../../../components/ui/form-submit.tsx'

/**
 * Email and password. A right one answers the second step, never a session. `problem` is why
 * the member is here again (a sign-in that expired at its second step).
 */
export function PasswordStep({
  problem: startingProblem,
  onPassed,
}: {
  problem: string | null
  onPassed: (next: ConsolePasswordStep) => void
}) {
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | null>(startingProblem)
  const { form, errorOf, loadOnUse, onSubmit } = useSchemaForm({
    schema: () => contractSchema('ConsoleLoginBodySchema'),
    onValid: (body, refuse) => signIn(body, refuse),
  })

  async function signIn(body: ConsoleLoginBody, refuse: (errors: Record<string, string>) => void) {
    setPending(true)
    try {
      const { data } = await consoleApi.post<ConsolePasswordStep>('/api/console/login', body, {
        token: null,
      })
      onPassed(data)
    } catch (error) {
      setPending(false)
      if (error instanceof ApiError && error.errors.length > 0) refuse(error.fieldErrors())
      else setProblem(problemText(error))
    }
  }

  return (
    <SignInCard
      title="Sign in"
      intro={<p>For the operator's staff. Travellers sign in on the site.</p>}
      focusOnShow={startingProblem !== null}
    >
      <form
        id={form.id}
        {...loadOnUse}
        noValidate
        onSubmit={(event) => {
          setProblem(null)
          onSubmit(event)
        }}
        className="mt-6 space-y-5"
        aria-label="Sign in to the console"
      >
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={errorOf('email')}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errorOf('password')}
        />
        <FormProblem message={problem} />
        <SubmitButton
          pending={pending}
          label="Sign in"
          busyLabel="Signing in…"
          className={`${primaryButtonClass} w-full`}
        />
      </form>
    </SignInCard>
  )
}
