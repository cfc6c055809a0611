import { type ChangePasswordBody, ChangePasswordBodySchema } from '@trippy/contracts'
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '@trippy/contracts/account-messages'
import * as m from '@trippy/i18n/messages'
import { useRef, useState } from 'react'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { FormField } from '../../components/ui/field.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { localMessage } from '../../components/ui/form-text.tsx'
import { useSchemaForm } from '../../components/ui/use-schema-form.ts'
import { api } from '../../lib/api-client.ts'
import { useSignedInCustomer } from './require-account.tsx'
import { SettingsCard } from './settings-card.tsx'
import { useAccountProblems } from './use-account-problems.ts'

/** The current password and a new one; the change signs out every other device. */
export function ChangePassword() {
  const customer = useSignedInCustomer()
  const toast = useToast()
  const problemsOf = useAccountProblems()
  const formElement = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const { form, errorOf, loadOnUse, onSubmit } = useSchemaForm({
    schema: ChangePasswordBodySchema,
    onValid: (body, refuse) => change(body, refuse),
  })

  async function change(
    body: ChangePasswordBody,
    refuse: (errors: Record<string, string>) => void,
  ) {
    setPending(true)
    try {
      const answer = await api.post<null>(`/api/customers/${customer._id}/password`, body)
      formElement.current?.reset()
      toast.success(localMessage(answer.message ?? ACCOUNT_MESSAGES.passwordChanged))
    } catch (error) {
      const { fields } = problemsOf(error)
      if (Object.keys(fields).length > 0) refuse(fields)
    } finally {
      setPending(false)
    }
  }

  return (
    <SettingsCard title={m.account_change_password()}>
      <p className="mt-1 text-sm text-slate-600">{m.account_change_password_note()}</p>
      <form
        ref={formElement}
        id={form.id}
        noValidate
        onSubmit={onSubmit}
        {...loadOnUse}
        className="mt-5 max-w-md space-y-5"
      >
        <FormField
          label={m.account_current_password()}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errorOf('currentPassword')}
        />
        <FormField
          label={m.account_new_password()}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={m.account_password_hint({ count: MIN_PASSWORD_LENGTH })}
          error={errorOf('newPassword')}
        />
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? m.account_changing() : m.account_change_password()}
        </button>
      </form>
    </SettingsCard>
  )
}
