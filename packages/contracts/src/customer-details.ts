// No zod here: the booking form reads its limits and texts from this module, and the API's schema
// (BookingCustomerDetailsSchema in bookings.ts) is built from the same constants.

/** The booking form's fields, named as the API names them in `customerDetails`. */
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

/** Longest answer each field takes, in characters. */
export const CUSTOMER_DETAIL_LIMITS: Record<CustomerDetailField, number> = {
  fullName: 120,
  email: 254,
  phone: 30,
  address: 500,
  emergencyContact: 30,
  emergencyName: 120,
  specialRequirements: 2000,
}

/** Every field but the special requirements must be filled in. */
export const CUSTOMER_DETAIL_MESSAGES = {
  required: {
    fullName: 'Full name is required',
    phone: 'Phone is required',
    address: 'Address is required',
    emergencyContact: 'Emergency contact phone is required',
    emergencyName: 'Emergency contact name is required',
  } satisfies Partial<Record<CustomerDetailField, string>>,
  email: 'Please enter a valid email address',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const
