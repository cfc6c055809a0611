import type { ConsoleLoginResult } from '@trippy/contracts'
import { CONSOLE_MESSAGES } from '@trippy/contracts/console-messages'
import type { z } from '@trippy/contracts/zod'
import { useState } from 'react'
import { FormField } from '../../../components/ui/field.tsx'
import { primaryButtonClass } from '../../../components/ui/button-classes.ts'
import { contractSchema, useSchemaForm } from '../../../components/ui/use-schema-form.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { consoleApi, problemText } from '../console-api.ts'
import { FormProblem } from './sign-in-card.tsx'
import { SubmitButton } from '../../../components/ui/form-submit.tsx'

export type SecondStepOutcome =
  | { kind: 'signed-in'; result: ConsoleLoginResult }
  /** The challenge is spent or too old: back to the password. */
  | { kind: 'expired'; message: string }

type Props = {
  challenge: string
  submitLabel: string
  onOutcome: (outcome: SecondStepOutcome) => void
}

/**
 * Sends the second step. A refused code shows beside its field; a challenge that is no longer
 * good sends the member back to their password, with the reason.
 */
async function sendSecondStep(
  body: { challenge: string; code?: string; recoveryCode?: string },
  field: SecondStepField,
  onOutcome: Props['onOutcome'],
  refuse: (errors: Record<string, string>) => void,
  setProblem: (message: string | null) => void,
) {
  try {
    const { data } = await consoleApi.post<ConsoleLoginResult>('/api/console/login/totp', body, {
      token: null,
    })
    onOutcome({ kind: 'signed-in', result: data })
    return true
  } catch (error) {
    if (error instanceof ApiError && error.message === CONSOLE_MESSAGES.challengeExpired) {
      onOutcome({ kind: 'expired', message: error.message })
    } else if (error instanceof ApiError && error.status === 401) {
      refuse({ [field]: error.message })
    } else if (error instanceof ApiError && error.errors.length > 0) {
      refuse(error.fieldErrors())
    } else {
      setProblem(problemText(error))
    }
    return false
  }
}

type SecondStepField = 'code' | 'recoveryCode'
/** Either schema's body: the one field the form holds. */
type SecondStepBody = Partial<Record<SecondStepField, string>>

/** What each kind of second-step code needs: its schema, its words and its input's hints. */
const SECOND_STEP_FIELDS = {
  code: {
    schema: () => contractSchema('ConsoleTotpCodeFormSchema'),
    formLabel: 'Sign in with a code from your app',
    label: '6-digit code',
    hint: 'From your authenticator app; it changes every 30 seconds.',
    input: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 },
  },
  recoveryCode: {
    schema: () => contractSchema('ConsoleRecoveryCodeFormSchema'),
    formLabel: 'Sign in with a recovery code',
    label: 'Recovery code',
    hint: 'One of the ten codes you saved when you set up sign-in; each works once.',
    input: { autoComplete: 'off', spellCheck: false },
  },
} as const satisfies Record<SecondStepField, unknown>

/**
 * The second step's one field: the six-digit code from the member's authenticator app
 * (`field="code"`), or one of the ten recovery codes for when the app is not at hand
 * (`field="recoveryCode"`).
 */
export function SecondStepForm({
  field,
  challenge,
  submitLabel,
  onOutcome,
}: Props & { field: SecondStepField }) {
  const { schema, formLabel, label, hint, input } = SECOND_STEP_FIELDS[field]
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const { form, errorOf, loadOnUse, onSubmit } = useSchemaForm<
    z.ZodType<SecondStepBody, SecondStepBody>
  >({
    schema,
    onValid: async (body, refuse) => {
      setPending(true)
      const done = await sendSecondStep(
        { challenge, [field]: body[field] },
        field,
        onOutcome,
        refuse,
        setProblem,
      )
      if (!done) setPending(false)
    },
  })
  return (
    <form
      id={form.id}
      {...loadOnUse}
      noValidate
      onSubmit={(event) => {
        setProblem(null)
        onSubmit(event)
      }}
      className="mt-6 space-y-5"
      aria-label={formLabel}
    >
      <FormField
        label={label}
        name={field}
        {...input}
        required
        hint={hint}
        error={errorOf(field)}
      />
      <FormProblem message={problem} />
      <SubmitButton
        pending={pending}
        label={submitLabel}
        busyLabel="Checking…"
        className={`${primaryButtonClass} w-full`}
      />
    </form>
  )
}
