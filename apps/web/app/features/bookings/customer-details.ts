import type { Customer } from '@trippy/contracts'

/** The booking form's fields (spec §5), named as the API names them in `customerDetails`. */
export const CUSTOMER_DETAIL_FIELDS = [
  'fullName',
  'email',
  'phone',
  'address',
  'emergencyContact',
  'emergencyName',
  'specialRequirements',
] as const
export type CustomerDetailField = (typeof CUSTOMER_DETAIL_FIELDS)[number]
export type CustomerDetails = Record<CustomerDetailField, string>

/** The same limits and messages as the server's schema, so most mistakes never leave the page. */
export const CUSTOMER_DETAIL_LIMITS: Record<CustomerDetailField, number> = {
  fullName: 120,
  email: 254,
  phone: 30,
  address: 500,
  emergencyContact: 30,
  emergencyName: 120,
  specialRequirements: 2000,
}

const REQUIRED: Partial<Record<CustomerDetailField, string>> = {
  fullName: 'Full name is required',
  phone: 'Phone is required',
  address: 'Address is required',
  emergencyContact: 'Emergency contact phone is required',
  emergencyName: 'Emergency contact name is required',
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Spec §5: full name, email, phone, address, emergency contact phone and name are required;
 * special requirements are optional. Answers a message per field in trouble.
 */
export function validateCustomerDetails(values: CustomerDetails): Partial<CustomerDetails> {
  const errors: Partial<CustomerDetails> = {}
  for (const field of CUSTOMER_DETAIL_FIELDS) {
    const value = values[field].trim()
    const required = REQUIRED[field]
    if (required && value === '') errors[field] = required
    else if (value.length > CUSTOMER_DETAIL_LIMITS[field]) {
      errors[field] = `Please keep this under ${CUSTOMER_DETAIL_LIMITS[field]} characters`
    }
  }
  if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address'
  return errors
}

/** The form's starting values: full name and email from the customer (spec §5), and the phone
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
