// No zod here: when traveller details are complete and until when they may change, for the
// server that enforces it and the pages that say what is missing.
import { addDays } from './calendar.ts'

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
