import type { ConsolePromoCode } from '@trippy/contracts'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { FormField, SelectField } from '../../components/ui/field.tsx'
import { formValues } from '../../components/ui/form-helpers.ts'
import { FormAlert } from '../../components/ui/form-message.tsx'
import { type FormProblems, useSentForm } from '../../components/ui/use-sent-form.ts'

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'flat', label: 'Rupees off' },
] as const

const FIELDS = [
  'code',
  'kind',
  'value',
  'validFrom',
  'validTo',
  'minSeats',
  'maxUses',
  'perCustomer',
] as const

type Props = {
  /** The code being changed; none to create one. */
  promo: ConsolePromoCode | null
  packages: { _id: string; name: string }[]
  /** Sends the body (POST or PATCH): the console's API client, which keeps the staff token. */
  save: (body: Record<string, unknown>) => Promise<{ message?: string | undefined }>
  problemsOf: (error: unknown) => FormProblems
  onDone: () => void
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text))

/**
 * Create or change a promo code. The server checks every rule (the kit's form with no schema in
 * the browser) and its refusals show beside their fields.
 */
export function PromoCodeForm({ promo, packages, save, problemsOf, onDone }: Props) {
  const { form, pending, problems, send } = useSentForm(problemsOf)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const values = formValues(target, FIELDS)
    const data = new FormData(target)
    const body = {
      code: values.code,
      kind: values.kind,
      value: Number(values.value),
      validFrom: values.validFrom,
      validTo: values.validTo,
      minSeats: numberOrNull(values.minSeats),
      maxUses: numberOrNull(values.maxUses),
      perCustomer: numberOrNull(values.perCustomer) ?? 1,
      isPublic: data.get('isPublic') === 'on',
      packageIds: data.getAll('packageIds').filter((id) => typeof id === 'string'),
    }
    const saved = await send(() => save(body), promo ? 'Promo code updated' : 'Promo code created')
    if (saved) {
      if (!promo) target.reset()
      onDone()
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={promo ? `Edit promo code ${promo.code}` : 'New promo code'}
      className="grid gap-4 sm:grid-cols-3 sm:items-start"
    >
      <FormField
        label="Code"
        name="code"
        required
        maxLength={32}
        autoComplete="off"
        defaultValue={promo?.code}
        hint="Letters, digits and hyphens; kept in capitals"
        error={problems.fields.code}
      />
      <SelectField
        label="Kind"
        name="kind"
        required
        options={KIND_OPTIONS}
        defaultValue={promo?.kind ?? 'percent'}
        error={problems.fields.kind}
      />
      <FormField
        label="Value"
        name="value"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        required
        defaultValue={promo?.value}
        hint="A whole percent, or rupees off the subtotal before GST"
        error={problems.fields.value}
      />
      <FormField
        label="First day"
        name="validFrom"
        type="date"
        required
        defaultValue={promo?.validFrom}
        error={problems.fields.validFrom}
      />
      <FormField
        label="Last day"
        name="validTo"
        type="date"
        required
        defaultValue={promo?.validTo}
        error={problems.fields.validTo}
      />
      <FormField
        label="Minimum seats"
        name="minSeats"
        type="number"
        min="1"
        defaultValue={promo?.minSeats ?? ''}
        hint="Empty: any booking"
        error={problems.fields.minSeats}
      />
      <FormField
        label="Most uses"
        name="maxUses"
        type="number"
        min="1"
        defaultValue={promo?.maxUses ?? ''}
        hint="Empty: no limit"
        error={problems.fields.maxUses}
      />
      <FormField
        label="Uses per customer"
        name="perCustomer"
        type="number"
        min="1"
        required
        defaultValue={promo?.perCustomer ?? 1}
        error={problems.fields.perCustomer}
      />
      <label className="flex items-center gap-2 self-center text-sm font-medium text-slate-800">
        <input type="checkbox" name="isPublic" defaultChecked={promo?.isPublic ?? false} />
        List on the Travel Coupons page
      </label>
      <fieldset className="sm:col-span-3">
        <legend className="text-sm font-medium text-slate-800">
          Trips (none chosen: every trip)
        </legend>
        <ul className="mt-2 grid max-h-48 gap-1 overflow-y-auto text-sm sm:grid-cols-2">
          {packages.map((pkg) => (
            <li key={pkg._id}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="packageIds"
                  value={pkg._id}
                  defaultChecked={promo?.packageIds.includes(pkg._id) ?? false}
                />
                {pkg.name}
              </label>
            </li>
          ))}
        </ul>
        {problems.fields.packageIds ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {problems.fields.packageIds}
          </p>
        ) : null}
      </fieldset>
      <div className="sm:col-span-3">
        <FormAlert text={problems.form} />
        <button type="submit" disabled={pending} className={`${primaryButtonClass} mt-2`}>
          {pending ? 'Saving…' : promo ? 'Save changes' : 'Create promo code'}
        </button>
      </div>
    </form>
  )
}
