import * as m from '@trippy/i18n/messages'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { FormField } from '../../components/ui/field.tsx'
import { formValues } from '../../components/ui/form-helpers.ts'
import { useSentForm } from '../../components/ui/use-sent-form.ts'
import { api } from '../../lib/api-client.ts'
import { localHref } from '../../lib/i18n.ts'
import { useAccount } from './account-context.tsx'
import { useSignedInCustomer } from './require-account.tsx'
import { SettingsCard } from './settings-card.tsx'
import { useAccountProblems } from './use-account-problems.ts'

/** Deletes the account for good, once the customer confirms with their password. */
export function DeleteAccount() {
  const customer = useSignedInCustomer()
  const { forgetDeletedAccount } = useAccount()
  const problemsOf = useAccountProblems()
  const { form, pending, problems, send } = useSentForm(problemsOf)
  const fieldErrors = problems.fields

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = formValues(event.currentTarget, ['password'] as const)
    await send(async () => {
      await api.delete<null>(`/api/customers/${customer._id}`, body)
      forgetDeletedAccount()
    })
  }

  return (
    <SettingsCard title={m.account_delete_title()}>
      <p className="mt-1 max-w-2xl text-slate-700">
        {m.account_delete_text_before()}{' '}
        <Link to={localHref('/cancellation-refund')} className="text-brand font-semibold underline">
          {m.account_delete_policy_link()}
        </Link>{' '}
        {m.account_delete_text_after()}
      </p>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-5 max-w-md space-y-5"
      >
        <FormField
          label={m.account_password()}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          hint={m.account_delete_hint()}
          error={fieldErrors.password}
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {pending ? m.account_deleting() : m.account_delete_button()}
        </button>
      </form>
    </SettingsCard>
  )
}
