import { z } from './zod.ts'
import { ACCOUNT_MESSAGES, CUSTOMER_CURRENCIES, MIN_PASSWORD_LENGTH } from './account-messages.ts'
import { CurrencyCodeSchema, type CurrencyCode, PackageSchema } from './catalogue.ts'
import { okEnvelope } from './envelope.ts'
import { IdSchema } from './ids.ts'
import { isCustomerState } from './indian-states.ts'

export {
  ACCOUNT_MESSAGES,
  CUSTOMER_CURRENCIES,
  EMAIL_VERIFICATION_TTL_DAYS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_TTL_MINUTES,
  WISHLIST_LIMIT,
  type AccountMessage,
  type CustomerCurrency,
} from './account-messages.ts'

const nameField = (label: string) =>
  z
    .string(`Please enter your ${label}`)
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(60, `Your ${label} can be at most 60 characters`)

const EmailField = z
  .string('Please enter a valid email address')
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(254))

// Digits with the usual separators and an optional leading +; 7 to 15 digits in all.
const PhoneField = z
  .string('Please enter your phone number')
  .trim()
  .regex(/^\+?[\d\s()-]+$/, 'Please enter a valid phone number')
  .refine((phone) => {
    const digits = phone.replace(/\D/g, '').length
    return digits >= 7 && digits <= 15
  }, 'Please enter a valid phone number')

const AddressField = z
  .string('Please enter your address')
  .trim()
  .min(1, 'Please enter your address')
  .max(300, 'Your address can be at most 300 characters')

// A state or union territory of India, 'Outside India', or '' for not said: the place of supply
// on GST invoices. Typed as a string so a form's value goes in as it is.
const StateField = z
  .string('Please choose your state from the list')
  .trim()
  .refine(
    (state) => state === '' || isCustomerState(state),
    'Please choose your state from the list',
  )

const NewPasswordField = z
  .string('Please choose a password')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(128, 'Password can be at most 128 characters')

// At sign-in no length rule is revealed; 128 only bounds the hashing work.
const PasswordField = z
  .string('Please enter your password')
  .min(1, 'Please enter your password')
  .max(128, 'That password is not correct')

/** The languages a customer's mails can be written in: the site's languages. */
export const CustomerLanguageSchema = z.enum(['en', 'hi'], 'Please choose English or Hindi')
export type CustomerLanguage = z.infer<typeof CustomerLanguageSchema>

export const CustomerSchema = z.object({
  _id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** A state or union territory, or 'Outside India': invoices' place of supply; absent if unset. */
  state: z.string().optional(),
  /** True only when first name, last name, phone and address are all present. */
  isProfileComplete: z.boolean(),
  /** Whether the customer followed the link mailed to their address; booking does not wait for it. */
  emailVerified: z.boolean().optional(),
  /** The language the customer's mails are written in ('en' unless they chose Hindi). */
  language: CustomerLanguageSchema.optional(),
})
export type Customer = z.infer<typeof CustomerSchema>
export const CustomerEnvelopeSchema = okEnvelope(CustomerSchema)

export const RegisterBodySchema = z.object({
  firstName: nameField('first name'),
  lastName: nameField('last name'),
  email: EmailField,
  phone: PhoneField,
  password: NewPasswordField,
  /** The site's language at sign-up: the language of the customer's mails; 'en' when left out. */
  language: CustomerLanguageSchema.optional(),
})
export type RegisterBody = z.infer<typeof RegisterBodySchema>
export const RegisterEnvelopeSchema = okEnvelope(z.object({ _id: IdSchema }))

export const LoginBodySchema = z.object({
  email: EmailField,
  password: PasswordField,
})
export type LoginBody = z.infer<typeof LoginBodySchema>

export const LoginResultSchema = z.object({
  _id: IdSchema,
  /** Bearer token for later requests; the server keeps only its hash. */
  token: z.string(),
  customer: CustomerSchema,
})
export type LoginResult = z.infer<typeof LoginResultSchema>
export const LoginEnvelopeSchema = okEnvelope(LoginResultSchema)

export const CustomerParamsSchema = z.object({ userId: IdSchema })

export const UpdateProfileBodySchema = z.object({
  firstName: nameField('first name'),
  lastName: nameField('last name'),
  phone: PhoneField,
  address: AddressField,
  /** Left out, the state stays as it was; '' clears it. */
  state: StateField.optional(),
})
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>

// The browser's zod-free list of choices may only hold currencies the catalogue accepts.
const _customerCurrenciesAreCurrencies: readonly CurrencyCode[] = CUSTOMER_CURRENCIES
export const CustomerCurrencySchema = CurrencyCodeSchema

export const AccountSettingsSchema = z.object({
  /** The display currency the site starts in for this customer; bookings always charge INR. */
  displayCurrency: CustomerCurrencySchema,
  /** Booking updates and reminders by email. */
  emailNotifications: z.boolean(),
  /** The language of the customer's mails. Always in the answer; left out of a change, it stays. */
  language: CustomerLanguageSchema.optional(),
})
export type AccountSettings = z.infer<typeof AccountSettingsSchema>
export const AccountSettingsEnvelopeSchema = okEnvelope(AccountSettingsSchema)

export const ChangePasswordBodySchema = z
  .object({
    currentPassword: PasswordField,
    newPassword: NewPasswordField,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from your current one',
  })
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>

export const DeleteAccountBodySchema = z.object({ password: PasswordField })
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>

/** Answers that carry only a message. */
export const MessageEnvelopeSchema = okEnvelope(z.null())

/** Asks for a reset link; answered 202 with `resetLinkSent` whether or not the account exists. */
export const RequestPasswordResetBodySchema = z.object({ email: EmailField })
export type RequestPasswordResetBody = z.infer<typeof RequestPasswordResetBodySchema>

// Any text up to a bound: the server tells a made-up token from a real one, with one message.
const ResetTokenField = z
  .string(ACCOUNT_MESSAGES.resetLinkInvalid)
  .trim()
  .min(1, ACCOUNT_MESSAGES.resetLinkInvalid)
  .max(256, ACCOUNT_MESSAGES.resetLinkInvalid)

/** Sets a new password with the token of a reset link; the same rules as at registration. */
export const ResetPasswordBodySchema = z.object({
  token: ResetTokenField,
  password: NewPasswordField,
})
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>

/** Verifies the customer's email with the token of the link mailed to it. */
export const VerifyEmailBodySchema = z.object({
  token: z
    .string(ACCOUNT_MESSAGES.verifyLinkInvalid)
    .trim()
    .min(1, ACCOUNT_MESSAGES.verifyLinkInvalid)
    .max(256, ACCOUNT_MESSAGES.verifyLinkInvalid),
})
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>

/** Whose email the link verified. */
export const VerifyEmailEnvelopeSchema = okEnvelope(
  z.object({ _id: IdSchema, emailVerified: z.literal(true) }),
)

export const WishlistParamsSchema = z.object({ packageId: IdSchema })
/** The saved trips, most recently saved first. */
export const WishlistEnvelopeSchema = okEnvelope(z.array(PackageSchema))
