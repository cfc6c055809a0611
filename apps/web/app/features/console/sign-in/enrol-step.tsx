import type { TotpEnrolmentRequired } from '@trippy/contracts'
import { SecondStepForm, type SecondStepOutcome } from './code-forms.tsx'
import { SignInCard } from './sign-in-card.tsx'

/** A first sign-in: the QR code and the secret for the member's app, then its first code. */
export function EnrolStep({
  enrolment,
  onOutcome,
}: {
  enrolment: TotpEnrolmentRequired
  onOutcome: (outcome: SecondStepOutcome) => void
}) {
  return (
    <SignInCard
      title="Set up two-factor sign-in"
      intro={
        <p>
          The console asks for a code from an authenticator app (Google Authenticator, Microsoft
          Authenticator, 1Password or any other) as well as your password. Scan this QR code with
          the app, or type the key into it, then enter the code it shows.
        </p>
      }
    >
      <div className="mt-6 flex flex-col items-center gap-4">
        <img
          src={enrolment.qrCode}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
          className="rounded-lg ring-1 ring-slate-200"
        />
        <div className="w-full">
          <p id="totp-secret-label" className="text-sm font-medium text-slate-800">
            Or type this key into the app
          </p>
          <code
            aria-labelledby="totp-secret-label"
            data-testid="totp-secret"
            className="mt-1 block rounded-lg bg-slate-50 px-3 py-2 font-mono text-base break-all text-slate-900 ring-1 ring-slate-200 select-all"
          >
            {enrolment.secret}
          </code>
        </div>
      </div>
      <SecondStepForm
        field="code"
        challenge={enrolment.challenge}
        submitLabel="Confirm and sign in"
        onOutcome={onOutcome}
      />
    </SignInCard>
  )
}
