import { primaryButtonClass } from '../../../components/ui/button-classes.ts'
import { SignInCard } from './sign-in-card.tsx'

/** The ten recovery codes, shown this once after enrolment; the member goes on when ready. */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  return (
    <SignInCard
      title="Save your recovery codes"
      intro={
        <>
          <p className="font-semibold text-slate-900">
            Save these codes now, somewhere safe and apart from your phone: they are shown only this
            once.
          </p>
          <p>If your phone is lost, each code signs you in once in place of a code from the app.</p>
        </>
      }
    >
      <ul
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        className="mt-6 grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-base text-slate-900 ring-1 ring-slate-200 select-all"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" onClick={onContinue} className={`${primaryButtonClass} mt-6 w-full`}>
        I have saved them: continue
      </button>
    </SignInCard>
  )
}
