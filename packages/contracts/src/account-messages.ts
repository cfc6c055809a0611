/** How long a password reset link works, from the moment it is asked for. */
export const PASSWORD_RESET_TTL_MINUTES = 30

/** How long an email verification link works, from the moment it is mailed. */
export const EMAIL_VERIFICATION_TTL_DAYS = 7

/**
 * The texts of the accounts feature. The fixed ones are reproduced exactly (docs/product-texts.md);
 * tests assert the literal strings. Plain constants with no zod, so the browser can import them
 * without the schemas.
 */
export const ACCOUNT_MESSAGES = {
  registered: 'Registration successful! Please login.',
  registrationFailed: 'Registration failed.',
  registrationFailedRetry: 'Registration failed. Please try again.',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  serverSlow: 'Server is taking longer than expected. Please try again.',
  sessionExpired: 'Session expired. Please login again.',
  invalidCredentials: 'Invalid email or password',

  loginRequired: 'Please log in to continue',
  notYourAccount: 'You can only see and change your own account',
  emailTaken: 'An account with this email already exists',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  settingsSaved: 'Settings saved',
  passwordChanged: 'Password changed. You have been signed out on your other devices.',
  currentPasswordWrong: 'Your current password is not correct',
  passwordWrong: 'That password is not correct',
  accountDeleted: 'Your account has been deleted',
  wishlistAdded: 'Saved to your wishlist',
  wishlistRemoved: 'Removed from your wishlist',
  wishlistFull: 'Your wishlist can hold up to 50 trips',
  tripNotFound: 'Trip not found',
  networkFailure: 'Something went wrong. Please try again.',
  resetLinkSent: `If an account exists for that email, we have sent a link to reset your password. It expires in ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been changed. Please log in with your new password.',
  passwordsDiffer: 'The passwords do not match',
  verifyLinkInvalid: 'This verification link is invalid or has expired. Please ask for a new one.',
  emailVerified: 'Thank you! Your email address is verified.',
  verifyLinkSent: 'We have sent you a new link to verify your email address.',
  emailAlreadyVerified: 'Your email address is already verified.',
  tooManyVerifyLinks:
    'We have sent you several links already. Please use one of them, or ask again tomorrow.',
} as const

export type AccountMessage = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES]

/** The display currencies a customer may choose as their default; the same as the catalogue's. */
export const CUSTOMER_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'JPY'] as const
export type CustomerCurrency = (typeof CUSTOMER_CURRENCIES)[number]

/** Most trips a wishlist holds. */
export const WISHLIST_LIMIT = 50

/**
 * How many password guesses an address may make within the window before it is refused. Past
 * the same number at one email from anywhere, attempts at it are slowed down, never refused.
 */
export const LOGIN_FAILURE_LIMIT = 10
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000

export const MIN_PASSWORD_LENGTH = 8
