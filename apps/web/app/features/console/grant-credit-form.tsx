import type { CreditSummary } from '@trippy/contracts'
import { formatCalendarDate } from '@trippy/contracts/calendar'
import { formatInr } from '@trippy/contracts/money'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { FormField } from '../../components/ui/field.tsx'
import { formValues } from '../../components/ui/form-helpers.ts'
import { FormAlert } from '../../components/ui/form-message.tsx'
import { useSentForm } from '../../components/ui/use-sent-form.ts'
import { consoleApi, consoleProblems } from './console-api.ts'

/** A customer's trek credit in the console, and a small form to grant some with a reason. */
export function GrantCreditForm({
  customerId,
  credit,
  onDone,
}: {
  customerId: string
  credit: CreditSummary
  onDone: () => void
}) {
  const { form, pending, problems, send } = useSentForm(consoleProblems)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const values = formValues(target, ['amount', 'reason'] as const)
    const granted = await send(
      () =>
        consoleApi.post(`/api/console/customers/${encodeURIComponent(customerId)}/credit`, {
          amount: values.amount === '' ? undefined : Number(values.amount),
          reason: values.reason,
        }),
      'Credit granted',
    )
    if (granted) {
      target.reset()
      onDone()
    }
  }

  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-800">
        Balance: <strong className="tabular-nums">{formatInr(credit.balance)}</strong>
        {credit.nearestExpiry
          ? ` (${formatInr(credit.nearestExpiry.amount)} expires on ${formatCalendarDate(credit.nearestExpiry.date)})`
          : ''}
      </p>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Grant trek credit"
        className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-start"
      >
        <FormField
          label="Amount (₹)"
          name="amount"
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          required
          error={problems.fields.amount}
        />
        <FormField
          label="Reason"
          name="reason"
          required
          maxLength={200}
          error={problems.fields.reason}
        />
        <div className="sm:col-span-2">
          <FormAlert text={problems.form} />
          <button type="submit" disabled={pending} className={`${primaryButtonClass} mt-2`}>
            {pending ? 'Granting…' : 'Grant credit'}
          </button>
        </div>
      </form>
    </div>
  )
}
