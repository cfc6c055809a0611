// The bookings feature as other features see it; its other files are its own.
export { USER_BOOKINGS_KEY } from './user-bookings.ts'
