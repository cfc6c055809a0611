// What other folders may use of customers/ (docs/server-folders.md).
export { authPlugin, bearerToken, currentCustomer } from './customer-auth.plugin.ts'
export { queueBookingMails, queueCustomerMail } from './customer-mail.ts'
export {
  anonymiseCustomer,
  customerLocale,
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  updateCustomerProfile,
  updateCustomerSettings,
  updatePasswordHash,
} from './customers.repository.ts'
export { deleteVerificationTokensOf } from './email-verification.repository.ts'
export {
  queueVerificationMail,
  resendVerification,
  verifyEmail,
} from './email-verification.service.ts'
export {
  clientNetwork,
  createDatabaseLoginThrottle,
  createLoginThrottle,
  createRedisLoginThrottle,
  customerWait,
  LOGIN_SLOWDOWN_MS,
  type LoginThrottle,
  staffWait,
  takeGuess,
  throttleKeys,
  type ThrottleKeys,
  withDatabaseFallback,
} from './login-throttle.ts'
export { deleteResetTokensOf } from './password-reset.repository.ts'
export { requestPasswordReset, resetPassword } from './password-reset.service.ts'
export { hashPassword, verifyPassword } from './passwords.ts'
export { isProfileComplete } from './profile-completeness.ts'
export { deleteCustomerSessions } from './sessions.repository.ts'
export { endSession, hashToken, type SessionCustomer, startSession } from './sessions.ts'
export { deleteWishlist } from './wishlist.repository.ts'
export { wishlistRoutes } from './wishlist.routes.ts'
