/**
 * The promo code texts; tests assert the literal strings. Plain constants with no zod, so the
 * booking page can show them without loading the schemas.
 */
export const PROMO_MESSAGES = {
  unknown: 'This promo code does not exist',
  notYetValid: (validFrom: string) => `This promo code is valid from ${validFrom}`,
  expired: 'This promo code has expired',
  usedUp: 'This promo code has been used as many times as it may be',
  perCustomer: (times: number) =>
    times === 1
      ? 'You have already used this promo code'
      : `You have already used this promo code ${times} times, as often as it may be used`,
  wrongPackage: 'This promo code is not valid for this trip',
  minSeats: (seats: number) => `This promo code needs a booking of at least ${seats} seats`,
  codeFormat: 'Use 3 to 32 letters, digits or hyphens',
  codeTaken: 'A promo code with this code already exists',
  notFound: 'Promo code not found',
  percentRange: 'A percentage is a whole number from 1 to 100',
  flatPositive: 'A flat discount is more than ₹0, in rupees and paise',
  endBeforeStart: 'The last day cannot be before the first day',
  unknownPackages: 'Some of these trips do not exist',
  nothingToChange: 'Say what to change',
  created: 'Promo code created',
  updated: 'Promo code updated',
} as const
