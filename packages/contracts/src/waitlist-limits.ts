/** The most seats one waitlist entry may ask for. Free of zod: the package page imports it. */
export const WAITLIST_MAX_SEATS = 6
