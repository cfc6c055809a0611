import {
  emptyTraveller,
  GENDERS,
  ID_TYPES,
  TRAVELLER_DETAILS_LOCK_DAYS,
  TRAVELLER_ID_NUMBER_PATTERN,
  TRAVELLER_LIMITS,
  type Gender,
  type IdType,
  type TravellerDetails,
} from '@trippy/contracts/travellers'

import * as m from '@trippy/i18n/messages'

export { TRAVELLER_LIMITS } from '@trippy/contracts/travellers'

/** A traveller's fields (one set per seat), named as the API names them in `travellers[]`. */
export const TRAVELLER_FIELDS = ['name', 'age', 'gender', 'idType', 'idNumber'] as const
export type TravellerField = (typeof TRAVELLER_FIELDS)[number]

const GENDER_LABELS: Record<Gender, () => string> = {
  female: m.booking_gender_female,
  male: m.booking_gender_male,
  other: m.booking_gender_other,
}
const ID_TYPE_LABELS: Record<IdType, () => string> = {
  aadhaar: m.booking_id_aadhaar,
  passport: m.booking_id_passport,
  'voter-id': m.booking_id_voter_id,
  'driving-licence': m.booking_id_driving_licence,
}
/** The genders to choose from, labelled in the page's language. */
export const genderOptions = () =>
  GENDERS.map((value) => ({ value, label: GENDER_LABELS[value]() }))
/** The ID types to choose from, labelled in the page's language. */
export const idTypeOptions = () =>
  ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value]() }))

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

const allowed = (values: readonly string[], value: string) => (values.includes(value) ? value : '')

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
      errors[travellerFieldName(seat, 'name')] = m.booking_too_long({ max: TRAVELLER_LIMITS.name })
    }
    const ageText = read('age')
    const age = ageText === '' ? null : Number(ageText)
    const ageProblem =
      age === null
        ? null
        : !Number.isInteger(age)
          ? m.booking_age_whole()
          : age < TRAVELLER_LIMITS.minAge
            ? m.booking_age_min({ min: TRAVELLER_LIMITS.minAge })
            : age > TRAVELLER_LIMITS.maxAge
              ? m.booking_age_max({ max: TRAVELLER_LIMITS.maxAge })
              : null
    if (ageProblem) errors[travellerFieldName(seat, 'age')] = ageProblem
    const idNumber = read('idNumber')
    if (!TRAVELLER_ID_NUMBER_PATTERN.test(idNumber)) {
      errors[travellerFieldName(seat, 'idNumber')] = m.booking_id_number_chars()
    } else if (idNumber.length > TRAVELLER_LIMITS.idNumber) {
      errors[travellerFieldName(seat, 'idNumber')] = m.booking_too_long({
        max: TRAVELLER_LIMITS.idNumber,
      })
    }
    return {
      name,
      age: ageProblem ? null : age,
      gender: allowed(GENDERS, read('gender')),
      idType: allowed(ID_TYPES, read('idType')),
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
  const days = TRAVELLER_DETAILS_LOCK_DAYS
  if (where === 'my-bookings') {
    return required
      ? m.booking_note_my_bookings_required({ days })
      : m.booking_note_my_bookings_optional({ days })
  }
  return required
    ? m.booking_note_booking_required({ days })
    : m.booking_note_booking_optional({ days })
}
