// No zod here: the states and union territories of India with their GST state codes, for the
// profile's state select in the browser, the server that checks it and the invoices that print it.

/** The 28 states and 8 union territories, by name, with the two-digit code GST gives each. */
export const INDIAN_STATES = [
  { name: 'Andaman and Nicobar Islands', gstCode: '35' },
  { name: 'Andhra Pradesh', gstCode: '37' },
  { name: 'Arunachal Pradesh', gstCode: '12' },
  { name: 'Assam', gstCode: '18' },
  { name: 'Bihar', gstCode: '10' },
  { name: 'Chandigarh', gstCode: '04' },
  { name: 'Chhattisgarh', gstCode: '22' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', gstCode: '26' },
  { name: 'Delhi', gstCode: '07' },
  { name: 'Goa', gstCode: '30' },
  { name: 'Gujarat', gstCode: '24' },
  { name: 'Haryana', gstCode: '06' },
  { name: 'Himachal Pradesh', gstCode: '02' },
  { name: 'Jammu and Kashmir', gstCode: '01' },
  { name: 'Jharkhand', gstCode: '20' },
  { name: 'Karnataka', gstCode: '29' },
  { name: 'Kerala', gstCode: '32' },
  { name: 'Ladakh', gstCode: '38' },
  { name: 'Lakshadweep', gstCode: '31' },
  { name: 'Madhya Pradesh', gstCode: '23' },
  { name: 'Maharashtra', gstCode: '27' },
  { name: 'Manipur', gstCode: '14' },
  { name: 'Meghalaya', gstCode: '17' },
  { name: 'Mizoram', gstCode: '15' },
  { name: 'Nagaland', gstCode: '13' },
  { name: 'Odisha', gstCode: '21' },
  { name: 'Puducherry', gstCode: '34' },
  { name: 'Punjab', gstCode: '03' },
  { name: 'Rajasthan', gstCode: '08' },
  { name: 'Sikkim', gstCode: '11' },
  { name: 'Tamil Nadu', gstCode: '33' },
  { name: 'Telangana', gstCode: '36' },
  { name: 'Tripura', gstCode: '16' },
  { name: 'Uttar Pradesh', gstCode: '09' },
  { name: 'Uttarakhand', gstCode: '05' },
  { name: 'West Bengal', gstCode: '19' },
] as const

export type IndianState = (typeof INDIAN_STATES)[number]['name']

/** The choice for a customer who lives abroad: always IGST. */
export const OUTSIDE_INDIA = 'Outside India'

/** Where a customer may say they live: a state or union territory, or abroad. */
export const CUSTOMER_STATES: readonly string[] = [
  ...INDIAN_STATES.map((state) => state.name),
  OUTSIDE_INDIA,
]

export function isIndianState(value: string): value is IndianState {
  return INDIAN_STATES.some((state) => state.name === value)
}

/** A state or union territory of India, or 'Outside India'. */
export function isCustomerState(value: string): boolean {
  return value === OUTSIDE_INDIA || isIndianState(value)
}

/** The two-digit GST code of a state or union territory; null for anything else. */
export function gstStateCode(state: string): string | null {
  return INDIAN_STATES.find((candidate) => candidate.name === state)?.gstCode ?? null
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * Whether a GSTIN has the form GST gives it: the state code, the holder's PAN, the registration
 * number within the PAN, 'Z', and a check character over the first fourteen (a base-36 Luhn).
 */
export function isGstin(value: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return false
  let sum = 0
  for (let index = 0; index < 14; index++) {
    const product = GSTIN_CHARACTERS.indexOf(value.charAt(index)) * (index % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return value.charAt(14) === GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36)
}
