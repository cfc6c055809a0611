import type { ConsoleLoginResult, ConsolePasswordStep } from '@trippy/contracts'
import { SITE } from '@trippy/contracts/site'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { safeConsolePath, storeConsoleToken } from '../../features/console/console-session.ts'
import { consoleMeta } from '../../features/console/console-texts.ts'
import type { SecondStepOutcome } from '../../features/console/sign-in/code-forms.tsx'
import { CodeStep } from '../../features/console/sign-in/code-step.tsx'
import { EnrolStep } from '../../features/console/sign-in/enrol-step.tsx'
import { PasswordStep } from '../../features/console/sign-in/password-step.tsx'
import { RecoveryCodes } from '../../features/console/sign-in/recovery-codes.tsx'

export function meta() {
  return consoleMeta(
    'Sign in',
    `Staff sign-in to the ${SITE.name} console: trips, departures, bookings and enquiries.`,
  )
}

type Step =
  | { kind: 'password'; problem: string | null; attempt: number }
  | { kind: 'second'; next: ConsolePasswordStep }
  | { kind: 'recovery-codes'; codes: string[] }

/**
 * The console's own sign-in: a staff token, kept apart from any customer's. The password, then a
 * code from the member's authenticator app (set up here at their first sign-in, when the ten
 * recovery codes are shown once).
 */
export default function ConsoleLogin() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [step, setStep] = useState<Step>({ kind: 'password', problem: null, attempt: 0 })

  const enter = () => void navigate(safeConsolePath(params.get('next')), { replace: true })

  function onOutcome(outcome: SecondStepOutcome) {
    if (outcome.kind === 'expired') {
      setStep({ kind: 'password', problem: outcome.message, attempt: Date.now() })
      return
    }
    signedIn(outcome.result)
  }

  function signedIn(result: ConsoleLoginResult) {
    storeConsoleToken(result.token)
    if (result.recoveryCodes) setStep({ kind: 'recovery-codes', codes: result.recoveryCodes })
    else enter()
  }

  switch (step.kind) {
    case 'password':
      return (
        <PasswordStep
          key={step.attempt}
          problem={step.problem}
          onPassed={(next) => setStep({ kind: 'second', next })}
        />
      )
    case 'second':
      return 'totpEnrolmentRequired' in step.next ? (
        <EnrolStep enrolment={step.next} onOutcome={onOutcome} />
      ) : (
        <CodeStep challenge={step.next.challenge} onOutcome={onOutcome} />
      )
    case 'recovery-codes':
      return <RecoveryCodes codes={step.codes} onContinue={enter} />
  }
}
