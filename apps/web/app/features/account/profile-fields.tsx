import type { Customer } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { CUSTOMER_STATES } from '@trippy/contracts/indian-states'
import { FormField, SelectField, TextAreaField } from '../../components/ui/field.tsx'

const STATE_OPTIONS = CUSTOMER_STATES.map((state) => ({ value: state, label: state }))

/**
 * First name, last name, phone and address, and the state invoices charge GST for: the fields of
 * the profile and its completion modal.
 */
export function ProfileFields({
  customer,
  errors,
}: {
  customer: Customer
  errors: Record<string, string>
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={m.account_first_name()}
        name="firstName"
        autoComplete="given-name"
        required
        defaultValue={customer.firstName}
        error={errors.firstName}
      />
      <FormField
        label={m.account_last_name()}
        name="lastName"
        autoComplete="family-name"
        required
        defaultValue={customer.lastName}
        error={errors.lastName}
      />
      <div className="sm:col-span-2">
        <FormField
          label={m.account_phone()}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={customer.phone}
          error={errors.phone}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label={m.account_address()}
          name="address"
          autoComplete="street-address"
          rows={3}
          required
          defaultValue={customer.address}
          error={errors.address}
          hint={m.account_address_hint()}
        />
      </div>
      <div className="sm:col-span-2">
        <SelectField
          label={m.account_state()}
          name="state"
          autoComplete="address-level1"
          defaultValue={customer.state ?? ''}
          error={errors.state}
          options={STATE_OPTIONS}
          emptyLabel={m.account_choose_state()}
          hint={m.account_state_hint()}
        />
      </div>
    </div>
  )
}
