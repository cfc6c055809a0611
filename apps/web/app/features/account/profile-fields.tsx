import type { Customer } from '@trippy/contracts'
import { FormField, TextAreaField } from './form-field.tsx'

/** First name, last name, phone and address: the fields of the profile and its completion modal. */
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
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        defaultValue={customer.firstName}
        error={errors.firstName}
      />
      <FormField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        required
        defaultValue={customer.lastName}
        error={errors.lastName}
      />
      <div className="sm:col-span-2">
        <FormField
          label="Phone"
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
          label="Address"
          name="address"
          autoComplete="street-address"
          rows={3}
          required
          defaultValue={customer.address}
          error={errors.address}
          hint="Where we can send your trip documents."
        />
      </div>
    </div>
  )
}
