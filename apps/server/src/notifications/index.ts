// What other folders may use of notifications/ (docs/server-folders.md).
export { liveSeatsRoutes, type LiveSeatsOptions } from './live-seats.routes.ts'
export { notificationsPlugin } from './notifications.plugin.ts'
export {
  deleteNotificationsOf,
  storeNotification,
  storeNotificationOnce,
} from './notifications.repository.ts'
export {
  balanceReminderNotice,
  bookingCancelledNotice,
  bookingConfirmedNotice,
  bookingReceivedNotice,
  departureCancelledNotice,
  holdExpiredNotice,
  type NoticeTrip,
  operatorCancelledNotice,
  paymentAfterCancellationNotice,
  paymentReceivedNotice,
  refundProcessedNotice,
  waitlistClosedNotice,
  waitlistLapsedNotice,
  waitlistOfferNotice,
} from './notices.ts'
export { notificationRoutes } from './notifications.routes.ts'
export { sendDepartureReminders } from './notifications.service.ts'
