// No zod here: the newsletter's link pages import these texts without the schemas.

/** How long a newsletter confirmation link works, from the moment it is mailed. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7

/** The newsletter's answers; tests assert the literal texts. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Subscribed',
  confirmed: 'Your subscription is confirmed. Thank you!',
  confirmLinkInvalid:
    'This confirmation link is invalid or has expired. Please subscribe again from the form at the bottom of any page.',
  unsubscribed: 'You are unsubscribed. We will send you no more newsletters.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is invalid. Please use the link in our latest mail, or write to us.',
  tooManySignUps: 'Too many sign-ups from your network. Please try again later.',
} as const
