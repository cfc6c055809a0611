import { AccountSettingsSchema, type CustomerLanguage } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { type FormEvent, useId, useState } from 'react'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { formValues } from '../../components/ui/form-helpers.ts'
import { useSentForm } from '../../components/ui/use-sent-form.ts'
import { api } from '../../lib/api-client.ts'
import { useSignedInCustomer } from './require-account.tsx'
import { SettingsCard } from './settings-card.tsx'
import type { SettingsData } from './settings-loader.ts'
import { useAccountProblems } from './use-account-problems.ts'

/** Each language in its own script, as a reader of it looks for it. */
const LANGUAGES: { value: CustomerLanguage; name: string; lang: string }[] = [
  { value: 'en', name: 'English', lang: 'en' },
  { value: 'hi', name: 'हिन्दी', lang: 'hi' },
]

/**
 * The language the customer's mails are written in, saved with the other settings. The rest of
 * the settings are read again first, so a change saved above since the page loaded stays.
 */
export function MailLanguageSetting({ loaded }: { loaded: SettingsData }) {
  const customer = useSignedInCustomer()
  const problemsOf = useAccountProblems()
  const { form, pending, problems, send } = useSentForm(problemsOf)
  const [saved, setSaved] = useState<CustomerLanguage | null>(null)
  const legendId = useId()
  if (loaded.status !== 'ready') return null
  const current = saved ?? loaded.settings.language ?? 'en'

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { language } = formValues(event.currentTarget, ['language'] as const)
    const url = `/api/customers/${encodeURIComponent(customer._id)}/settings`
    await send(async () => {
      const { data } = await api.get(url, { schema: AccountSettingsSchema })
      const answer = await api.put(
        url,
        {
          displayCurrency: data.displayCurrency,
          emailNotifications: data.emailNotifications,
          language,
        },
        { schema: AccountSettingsSchema },
      )
      setSaved(answer.data.language ?? 'en')
    }, m.mail_setting_saved())
  }

  return (
    <SettingsCard title={m.mail_setting_title()}>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-5 space-y-5"
      >
        <fieldset aria-describedby={`${legendId}-hint`}>
          <legend id={legendId} className="text-sm font-medium text-slate-800">
            {m.mail_setting_legend()}
          </legend>
          <p id={`${legendId}-hint`} className="mt-1 text-sm text-slate-600">
            {m.mail_setting_hint()}
          </p>
          <div className="mt-2 flex gap-6">
            {LANGUAGES.map((language) => (
              <label key={language.value} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="language"
                  value={language.value}
                  defaultChecked={current === language.value}
                  className="accent-brand size-4"
                />
                <span lang={language.lang}>{language.name}</span>
              </label>
            ))}
          </div>
          {problems.fields.language ? (
            <p className="mt-1 text-sm font-medium text-red-700">{problems.fields.language}</p>
          ) : null}
        </fieldset>
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? m.mail_setting_saving() : m.mail_setting_save()}
        </button>
      </form>
    </SettingsCard>
  )
}
