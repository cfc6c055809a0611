import type { Customer } from '@trippy/contracts'
import { BookingCustomerDetailsSchema } from '@trippy/contracts/bookings'
import {
  CUSTOMER_DETAIL_FIELDS,
  CUSTOMER_DETAIL_MESSAGES,
  type CustomerDetailField,
} from '@trippy/contracts/customer-details'
import * as m from '@trippy/i18n/messages'

export {
  CUSTOMER_DETAIL_FIELDS,
  CUSTOMER_DETAIL_LIMITS,
  type CustomerDetailField,
} from '@trippy/contracts/customer-details'
export type CustomerDetails = Record<CustomerDetailField, string>

/**
 * The booking form's fields, checked by the API's own schema before the form is sent: a message per
 * field in trouble, the first the schema finds.
 */
export function validateCustomerDetails(values: CustomerDetails): Partial<CustomerDetails> {
  const result = BookingCustomerDetailsSchema.safeParse(values)
  const errors: Partial<CustomerDetails> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0]
    if (typeof field === 'string' && (CUSTOMER_DETAIL_FIELDS as readonly string[]).includes(field))
      errors[field as CustomerDetailField] ??= localMessage(issue.message)
  }
  return errors
}

const REQUIRED = CUSTOMER_DETAIL_MESSAGES.required
const LOCAL_MESSAGES: Record<string, () => string> = {
  [REQUIRED.fullName]: m.booking_required_full_name,
  [REQUIRED.phone]: m.booking_required_phone,
  [REQUIRED.address]: m.booking_required_address,
  [REQUIRED.emergencyContact]: m.booking_required_emergency_contact,
  [REQUIRED.emergencyName]: m.booking_required_emergency_name,
  [CUSTOMER_DETAIL_MESSAGES.email]: m.booking_email_invalid,
}

/** The schema's message in the page's language (the same words in English). */
function localMessage(message: string): string {
  const local = LOCAL_MESSAGES[message]
  if (local) return local()
  const tooLong = /^Please keep this under (\d+) characters$/.exec(message)
  return tooLong ? m.booking_too_long({ max: Number(tooLong[1]) }) : message
}

/** The form's starting values: full name and email from the customer, and the phone
 * and address of their profile, which they can change for this trip. */
export function prefilledDetails(customer: Customer): CustomerDetails {
  return {
    fullName: `${customer.firstName} ${customer.lastName}`.trim(),
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    emergencyContact: '',
    emergencyName: '',
    specialRequirements: '',
  }
}

/** The server's field errors (paths like `customerDetails.phone`) by form field; the rest apart. */
export function splitServerErrors(byPath: Record<string, string>): {
  fields: Partial<CustomerDetails>
  other: string[]
} {
  const fields: Partial<CustomerDetails> = {}
  const other: string[] = []
  for (const [path, message] of Object.entries(byPath)) {
    const field = path.replace(/^customerDetails\./, '')
    if ((CUSTOMER_DETAIL_FIELDS as readonly string[]).includes(field) && path !== field) {
      fields[field as CustomerDetailField] = message
    } else {
      other.push(message)
    }
  }
  return { fields, other }
}
