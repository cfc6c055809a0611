// What other folders may use of bookings/ (docs/server-folders.md).
export { sendBalanceReminders } from './balance-reminders.ts'
export { ACTIVE_STATUSES, CANCELLABLE_STATUSES } from './booking-status.ts'
export { type Ledger, moneyOf, toBooking } from './booking-view.ts'
export { type BookingRow, findBooking, lockBooking, markConfirmed } from './bookings.repository.ts'
export { bookingRoutes } from './bookings.routes.ts'
export {
  cancelAndAnonymiseBookingsOf,
  findOwnRow,
  getOwnBooking,
  mailBookingOf,
  noticeTripOf,
  packageNameOf,
} from './bookings.service.ts'
export { tripNamesOf } from './trip-names.ts'
export { cancelInTransaction } from './cancellation.ts'
export { expireHolds } from './hold-expiry.ts'
export { registerSeatHooks, type SeatHooks, seatsReturned } from './seat-hooks.ts'
export { type MailBooking, tripOf } from './mails/booking-parts.ts'
export type { BookingMailTemplate } from './mails/booking-templates.ts'
export { daysBetween, refundPercent, type RefundPolicy } from './cancellation-refund-policy.ts'
