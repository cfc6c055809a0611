import {
  emptyTraveller,
  GENDERS,
  ID_TYPES,
  TRAVELLER_DETAILS_LOCK_DAYS,
  TRAVELLER_ID_NUMBER_PATTERN,
  TRAVELLER_LIMITS,
  TRAVELLER_MESSAGES,
  type Gender,
  type IdType,
  type TravellerDetails,
} from '@trippy/contracts/travellers'

export { TRAVELLER_LIMITS } from '@trippy/contracts/travellers'

/** A traveller's fields (one set per seat), named as the API names them in `travellers[]`. */
export const TRAVELLER_FIELDS = ['name', 'age', 'gender', 'idType', 'idNumber'] as const
export type TravellerField = (typeof TRAVELLER_FIELDS)[number]

const GENDER_LABELS: Record<Gender, string> = { female: 'Female', male: 'Male', other: 'Other' }
const ID_TYPE_LABELS: Record<IdType, string> = {
  aadhaar: 'Aadhaar',
  passport: 'Passport',
  'voter-id': 'Voter ID',
  'driving-licence': 'Driving licence',
}
export const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))
export const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }))

/**
 * A field's form name, which is also the path the server names it by in a 400
 * (`travellers.1.age`), so its errors land beside the field as they are.
 */
export function travellerFieldName(seat: number, field: TravellerField): string {
  return `travellers.${seat}.${field}`
}

/** Problems by field name. */
export type TravellerErrors = Record<string, string>

/** One traveller per seat to start the form with: what the booking holds, the lead named. */
export function startingTravellers(
  seats: number,
  existing: readonly TravellerDetails[] = [],
  leadName = '',
): TravellerDetails[] {
  return Array.from({ length: seats }, (_, seat) => {
    const traveller = existing[seat] ?? emptyTraveller()
    return seat === 0 && traveller.name.trim() === '' ? { ...traveller, name: leadName } : traveller
  })
}

const allowed = (options: readonly { value: string }[], value: string) =>
  options.some((option) => option.value === value) ? value : ''

/**
 * The travellers as the form holds them, one per seat, and what is wrong with them. Every field
 * may be left empty (the details can be completed later); what is given must be well formed.
 */
export function readTravellers(
  valueOf: (name: string) => string,
  seats: number,
): { travellers: TravellerDetails[]; errors: TravellerErrors } {
  const errors: TravellerErrors = {}
  const travellers = Array.from({ length: seats }, (_, seat): TravellerDetails => {
    const read = (field: TravellerField) => valueOf(travellerFieldName(seat, field)).trim()
    const name = read('name')
    if (name.length > TRAVELLER_LIMITS.name) {
      errors[travellerFieldName(seat, 'name')] = TRAVELLER_MESSAGES.tooLong(TRAVELLER_LIMITS.name)
    }
    const ageText = read('age')
    const age = ageText === '' ? null : Number(ageText)
    const ageProblem =
      age === null
        ? null
        : !Number.isInteger(age)
          ? TRAVELLER_MESSAGES.ageWhole
          : age < TRAVELLER_LIMITS.minAge
            ? TRAVELLER_MESSAGES.ageMin
            : age > TRAVELLER_LIMITS.maxAge
              ? TRAVELLER_MESSAGES.ageMax
              : null
    if (ageProblem) errors[travellerFieldName(seat, 'age')] = ageProblem
    const idNumber = read('idNumber')
    if (!TRAVELLER_ID_NUMBER_PATTERN.test(idNumber)) {
      errors[travellerFieldName(seat, 'idNumber')] = TRAVELLER_MESSAGES.idNumber
    } else if (idNumber.length > TRAVELLER_LIMITS.idNumber) {
      errors[travellerFieldName(seat, 'idNumber')] = TRAVELLER_MESSAGES.tooLong(
        TRAVELLER_LIMITS.idNumber,
      )
    }
    return {
      name,
      age: ageProblem ? null : age,
      gender: allowed(GENDER_OPTIONS, read('gender')),
      idType: allowed(ID_TYPE_OPTIONS, read('idType')),
      idNumber,
    }
  })
  return { travellers, errors }
}

/** The server's field errors that belong to a traveller's field; the rest apart. */
export function splitTravellerErrors(byPath: Record<string, string>): {
  fields: TravellerErrors
  other: string[]
} {
  const fields: TravellerErrors = {}
  const other: string[] = []
  for (const [path, message] of Object.entries(byPath)) {
    if (/^travellers\.\d+\.(name|age|gender|idType|idNumber)$/.test(path)) fields[path] = message
    else other.push(message)
  }
  return { fields, other }
}

/**
 * What the travellers fieldset says about when the details are needed: on the booking form, that
 * they may wait; in My Bookings, until when they can change.
 */
export function travellersNote(required: boolean, where: 'booking' | 'my-bookings'): string {
  const charDham =
    "Char Dham registration needs every traveller's name, age, gender and ID before departure"
  const until = `until ${TRAVELLER_DETAILS_LOCK_DAYS} days before departure`
  if (where === 'my-bookings') {
    return `${required ? `${charDham}. ` : ''}You can change them here ${until}.`
  }
  const later = `you can also add or change them later from My Bookings, ${until}`
  return required ? `${charDham}: ${later}.` : `Optional now: ${later}.`
}
