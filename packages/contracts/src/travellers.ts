// No zod here: when traveller details are complete and until when they may change, for the
// server that enforces it and the pages that say what is missing.
import { addDays } from './calendar.ts'
import { CUSTOMER_DETAIL_MESSAGES } from './customer-details.ts'

export const GENDERS = ['female', 'male', 'other'] as const
export type Gender = (typeof GENDERS)[number]
export const ID_TYPES = ['aadhaar', 'passport', 'voter-id', 'driving-licence'] as const
export type IdType = (typeof ID_TYPES)[number]

/** What a traveller's fields take; the API's TravellerSchema and the form both hold to these. */
export const TRAVELLER_LIMITS = { name: 120, idNumber: 30, minAge: 1, maxAge: 110 } as const
export const TRAVELLER_ID_NUMBER_PATTERN = /^[A-Za-z0-9 -]*$/

export const TRAVELLER_MESSAGES = {
  ageWhole: 'Age must be a whole number',
  ageMin: `Age must be at least ${TRAVELLER_LIMITS.minAge}`,
  ageMax: `Age must be at most ${TRAVELLER_LIMITS.maxAge}`,
  idNumber: 'ID number: letters, digits, spaces and dashes only',
  tooLong: CUSTOMER_DETAIL_MESSAGES.tooLong,
} as const

/** Traveller details may be changed online until this many days before departure. */
export const TRAVELLER_DETAILS_LOCK_DAYS = 3

export type TravellerDetails = {
  name: string
  age: number | null
  gender: string
  idType: string
  idNumber: string
}

export function emptyTraveller(name = ''): TravellerDetails {
  return { name, age: null, gender: '', idType: '', idNumber: '' }
}

export function isTravellerComplete(traveller: TravellerDetails): boolean {
  return (
    traveller.name.trim() !== '' &&
    traveller.age !== null &&
    traveller.gender !== '' &&
    traveller.idType !== '' &&
    traveller.idNumber.trim() !== ''
  )
}

/** How many of a booking's seats still lack complete traveller details. */
export function travellersMissing(travellers: readonly TravellerDetails[], seats: number): number {
  const complete = travellers.slice(0, seats).filter(isTravellerComplete).length
  return seats - complete
}

/** The last India calendar date on which details may be changed for a departure on `startDate`. */
export function lastTravellerEditDate(startDate: string): string {
  return addDays(startDate, -TRAVELLER_DETAILS_LOCK_DAYS)
}

/** Char Dham registration needs every traveller's name, age, gender and ID before departure. */
export function requiresTravellerIds(categorySlug: string): boolean {
  return categorySlug === 'char-dham'
}
