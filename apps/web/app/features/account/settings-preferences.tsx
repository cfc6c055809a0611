import { type AccountSettings, AccountSettingsSchema } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import {
  ACCOUNT_MESSAGES,
  CUSTOMER_CURRENCIES,
  type CustomerCurrency,
} from '@trippy/contracts/account-messages'
import { type FormEvent, useId, useState } from 'react'
import { useRevalidator } from 'react-router'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { formValues } from '../../components/ui/form-helpers.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { FormText, localMessage } from '../../components/ui/form-text.tsx'
import { useSentForm } from '../../components/ui/use-sent-form.ts'
import { api } from '../../lib/api-client.ts'
import { useCurrency } from '../currency/index.ts'
import { useSignedInCustomer } from './require-account.tsx'
import { SettingsCard } from './settings-card.tsx'
import type { SettingsData } from './settings-loader.ts'
import { useAccountProblems } from './use-account-problems.ts'

const CURRENCY_NAMES: Record<CustomerCurrency, () => string> = {
  INR: m.account_currency_inr,
  USD: m.account_currency_usd,
  EUR: m.account_currency_eur,
  GBP: m.account_currency_gbp,
  JPY: m.account_currency_jpy,
}

/** The display currency and email notifications, as saved for the customer. */
export function Preferences({ loaded }: { loaded: SettingsData }) {
  const customer = useSignedInCustomer()
  const { setCurrency } = useCurrency()
  const toast = useToast()
  const problemsOf = useAccountProblems()
  // What was saved here since the page loaded wins over what it loaded with.
  const [saved, setSaved] = useState<AccountSettings | null>(null)
  const settings = saved ?? (loaded.status === 'ready' ? loaded.settings : null)
  const { revalidate, state: revalidation } = useRevalidator()
  const loadFailed = loaded.status === 'error' && revalidation === 'idle'
  const { form, pending, problems, send } = useSentForm(problemsOf)
  const fieldErrors = problems.fields
  const currencyId = useId()
  const notificationsId = useId()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = formValues(event.currentTarget, [
      'displayCurrency',
      'emailNotifications',
    ] as const)
    const body = {
      displayCurrency: values.displayCurrency,
      emailNotifications: values.emailNotifications === 'on',
    }
    await send(async () => {
      const answer = await api.put(`/api/customers/${customer._id}/settings`, body, {
        schema: AccountSettingsSchema,
      })
      setSaved(answer.data)
      // The site switches to the new default straight away, as the header selector would.
      setCurrency(answer.data.displayCurrency)
      toast.success(localMessage(ACCOUNT_MESSAGES.settingsSaved))
    })
  }

  return (
    <SettingsCard title={m.account_preferences()}>
      {loadFailed ? (
        <div role="alert" className="mt-4">
          <p className="text-slate-800">{m.account_settings_load_failed()}</p>
          <button
            type="button"
            onClick={() => void revalidate()}
            className="text-brand mt-2 font-semibold underline"
          >
            {m.account_try_again()}
          </button>
        </div>
      ) : settings === null ? (
        <Spinner label={m.account_loading_settings()} />
      ) : (
        <form
          ref={form}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="mt-5 space-y-5"
        >
          <div>
            <label htmlFor={currencyId} className="block text-sm font-medium text-slate-800">
              {m.account_display_currency()}
            </label>
            <select
              id={currencyId}
              name="displayCurrency"
              defaultValue={settings.displayCurrency}
              aria-describedby={`${currencyId}-hint`}
              aria-invalid={fieldErrors.displayCurrency ? true : undefined}
              className="mt-1 block w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2"
            >
              {CUSTOMER_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {CURRENCY_NAMES[code]()}
                </option>
              ))}
            </select>
            <p id={`${currencyId}-hint`} className="mt-1 text-sm text-slate-600">
              {m.account_currency_hint()}
            </p>
            {fieldErrors.displayCurrency ? (
              <p className="mt-1 text-sm font-medium text-red-700">
                <FormText text={fieldErrors.displayCurrency} />
              </p>
            ) : null}
          </div>
          <div className="flex items-start gap-3">
            <input
              id={notificationsId}
              name="emailNotifications"
              type="checkbox"
              defaultChecked={settings.emailNotifications}
              className="accent-brand mt-1 size-4"
            />
            <label htmlFor={notificationsId} className="text-slate-800">
              {m.account_email_notifications()}
              <span className="block text-sm text-slate-600">
                {m.account_email_notifications_hint()}
              </span>
            </label>
          </div>
          <button type="submit" disabled={pending} className={primaryButtonClass}>
            {pending ? m.account_saving() : m.account_save_preferences()}
          </button>
        </form>
      )}
    </SettingsCard>
  )
}
