/**
 * The texts of the operator's console; tests assert the literal strings. Plain constants with no
 * zod, so a console page can import them without the schemas.
 */
export const CONSOLE_MESSAGES = {
  signInRequired: 'Please sign in to the console',
  staffOnly: 'This needs a staff account',
  ownerOnly: 'Only the owner can do this',
  invalidCredentials: 'Invalid email or password',
  loggedOut: 'Signed out of the console',
  staffAdded: 'Staff member added. Pass on the password now: it is shown only once.',
  staffUpdated: 'Staff member updated',
  staffEmailTaken: 'A staff member with this email already exists',
  staffNotFound: 'Staff member not found',
  cannotChangeSelf: 'You cannot disable yourself or give up your own owner role',
  nothingToChange: 'Say what to change: role or disabled',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  challengeExpired: 'This sign-in has expired. Please sign in again with your password.',
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  codeUsed: 'That code has already been used. Please wait for the next one in your app.',
  recoveryCodeWrong: 'That recovery code is not right, or it has already been used.',
  enterCode: 'Enter the 6-digit code from your authenticator app',
  enterRecoveryCode: 'Enter one of your recovery codes',
  totpReset: 'Two-factor sign-in reset. They set it up again at their next sign-in.',
  cannotResetOwnTotp: 'You cannot reset your own two-factor sign-in',
} as const
