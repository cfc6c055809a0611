import { LEAD_COUNTRY_CODE, LEAD_HONEYPOT_FIELD } from '@trippy/contracts/lead-options'
import * as m from '@trippy/i18n/messages'
import { FormField, SelectField } from '../../components/ui/field.tsx'
import { HoneypotField } from './honeypot-field.tsx'
import { leadPackageOptions } from './lead-texts.ts'

/**
 * What a visitor had done with the trip-plan form before its code arrived: the values typed, the
 * field they were in (with the caret) and whether they had sent it. The server's HTML shows the
 * fields; the form that validates and sends them (`lead-form.tsx`, with Conform and the schema)
 * is fetched on first use and takes over from this draft.
 */
export type LeadFormDraft = {
  values: Record<string, string>
  focused?: string | undefined
  selection?: readonly [number, number] | undefined
  submit: boolean
}

/** The trip-plan form's fields, the same markup before and after its code has loaded. */
export function LeadFields({
  errorOf = () => undefined,
  draft,
  disabled = false,
}: {
  errorOf?: (name: string) => string | undefined
  draft?: LeadFormDraft | undefined
  disabled?: boolean
}) {
  const value = (name: string) => draft?.values[name]
  return (
    <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{m.leads_your_trip()}</legend>
      <FormField
        name="firstName"
        label={m.leads_first_name()}
        required
        autoComplete="given-name"
        defaultValue={value('firstName')}
        error={errorOf('firstName')}
      />
      <FormField
        name="lastName"
        label={m.leads_last_name()}
        autoComplete="family-name"
        defaultValue={value('lastName')}
        error={errorOf('lastName')}
      />
      <FormField
        name="email"
        label={m.leads_email()}
        type="email"
        autoComplete="email"
        defaultValue={value('email')}
        error={errorOf('email')}
        className="sm:col-span-2"
      />
      <div className="grid grid-cols-[7rem_1fr] gap-3 sm:col-span-2">
        <SelectField
          name="countryCode"
          label={m.leads_country_code()}
          options={[{ value: LEAD_COUNTRY_CODE, label: `+${LEAD_COUNTRY_CODE}` }]}
          defaultValue={value('countryCode') ?? LEAD_COUNTRY_CODE}
          error={errorOf('countryCode')}
        />
        <FormField
          name="phone"
          label={m.leads_phone()}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="xxxxxxxxxx"
          defaultValue={value('phone')}
          error={errorOf('phone')}
        />
      </div>
      <SelectField
        name="packageType"
        label={m.leads_package()}
        required
        emptyLabel={m.leads_package_placeholder()}
        options={leadPackageOptions()}
        defaultValue={value('packageType')}
        error={errorOf('packageType')}
      />
      <FormField
        name="travelers"
        label={m.leads_travelers()}
        type="number"
        inputMode="numeric"
        min={1}
        required
        defaultValue={value('travelers')}
        error={errorOf('travelers')}
      />
      <HoneypotField defaultValue={value(LEAD_HONEYPOT_FIELD)} />
    </fieldset>
  )
}

export function LeadSubmitButton({ busy, disabled }: { busy: boolean; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="bg-brand hover:bg-brand-light w-full rounded-full px-6 py-3 font-semibold text-white disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? m.leads_submitting() : m.leads_submit()}
    </button>
  )
}

/** The draft of `form` as it is now. */
export function draftOf(form: HTMLFormElement, submit: boolean): LeadFormDraft {
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') values[name] = value
  const active = document.activeElement
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLSelectElement) &&
    form.contains(active)
      ? active
      : undefined
  let selection: readonly [number, number] | undefined
  if (focused instanceof HTMLInputElement && focused.selectionStart !== null)
    selection = [focused.selectionStart, focused.selectionEnd ?? focused.selectionStart]
  return { values, focused: focused?.name, selection, submit }
}

/** Puts the visitor back where they were in `form`, which has just replaced the draft's form. */
export function resumeDraft(form: HTMLFormElement, draft: LeadFormDraft) {
  const field = draft.focused ? form.elements.namedItem(draft.focused) : null
  if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
    field.focus({ preventScroll: true })
    if (field instanceof HTMLInputElement && draft.selection)
      try {
        field.setSelectionRange(...draft.selection)
      } catch {
        // Email and number inputs have no caret to set; the caret stays at the end.
      }
  }
  if (draft.submit) form.requestSubmit()
}
