// The bookings feature as other features see it; its other files are its own.
export { BookNowButton, useReopenBooking } from './book-now-button.tsx'
