import { useState } from 'react'
import { SecondStepForm, type SecondStepOutcome } from './code-forms.tsx'
import { SignInCard } from './sign-in-card.tsx'

const switchClass = 'text-brand mt-4 block text-sm font-medium underline'

/** An enrolled member: a code from the app, or a recovery code if the phone is not at hand. */
export function CodeStep({
  challenge,
  onOutcome,
}: {
  challenge: string
  onOutcome: (outcome: SecondStepOutcome) => void
}) {
  const [recovery, setRecovery] = useState(false)
  return recovery ? (
    <SignInCard
      key="recovery"
      title="Use a recovery code"
      intro={<p>Enter one of the recovery codes you saved when you set up two-factor sign-in.</p>}
    >
      <SecondStepForm
        field="recoveryCode"
        challenge={challenge}
        submitLabel="Sign in"
        onOutcome={onOutcome}
      />
      <button type="button" onClick={() => setRecovery(false)} className={switchClass}>
        Use a code from the app instead
      </button>
    </SignInCard>
  ) : (
    <SignInCard
      key="code"
      title="Enter your code"
      intro={<p>Open your authenticator app and enter the code it shows for the console.</p>}
    >
      <SecondStepForm
        field="code"
        challenge={challenge}
        submitLabel="Sign in"
        onOutcome={onOutcome}
      />
      <button type="button" onClick={() => setRecovery(true)} className={switchClass}>
        Use a recovery code
      </button>
    </SignInCard>
  )
}
