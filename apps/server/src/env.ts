import { isIP } from 'node:net'
import path from 'node:path'
import { gstStateCode, isGstin, isIndianState } from '@trippy/contracts/indian-states'
import { z } from 'zod'

/** Empty strings count as missing, so `FOO=` in a shell behaves like an unset FOO. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('production'),
    HOST: optional(z.string()).default('0.0.0.0'),
    PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
    DATA_DIR: optional(z.string()).default('data'),
    /** The web app's build folder, relative to apps/web; only to keep parallel builds apart. */
    WEB_BUILD_DIR: optional(z.string()),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
    /** Starts every key this app writes to Redis, so deployments (or test runs) can share one. */
    REDIS_PREFIX: optional(
      z.string().regex(/^[\w.:-]{1,64}$/, 'letters, digits, . : _ - only'),
    ).default('trippy:'),
    PUBLIC_URL: optional(z.url()).default('http://localhost:3000'),
    /**
     * Load the demo catalogue into an empty database on first start. A real operator sets false and
     * builds the catalogue in the console.
     */
    DEMO_CATALOGUE: optional(z.enum(['true', 'false']))
      .default('true')
      .transform((value) => value === 'true'),
    OPERATOR_WHATSAPP: optional(
      z.string().regex(/^\d{8,15}$/, 'digits only, with country code'),
    ).default('919876543210'),
    SUPPORT_EMAIL: optional(z.email()).default('support@trippyhimalaya.in'),
    /** Where the operator is told of bookings, payments and cancellations; SUPPORT_EMAIL if unset. */
    OPERATOR_EMAIL: optional(z.email()),
    CURRENCY_API_KEY: optional(z.string()),
    CURRENCY_API_URL: optional(z.url()).default('https://api.freecurrencyapi.com/v1/latest'),
    SMTP_URL: optional(z.url()),
    /** SMTP connections kept open, and so mails sent at once. */
    SMTP_POOL_SIZE: optional(z.coerce.number().int().min(1).max(50)).default(5),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    ).default('info'),
    RATE_LIMIT_MAX: optional(z.coerce.number().int().positive()).default(300),
    /** Sign-ins and registrations (Argon2 work) per minute per address. */
    AUTH_RATE_LIMIT_MAX: optional(z.coerce.number().int().positive()).default(10),
    /** The console's first owner, created on start when no member of staff has this email. */
    OWNER_EMAIL: optional(z.string().trim().toLowerCase().pipe(z.email())),
    OWNER_PASSWORD: optional(z.string().min(12, 'at least 12 characters')),
    OWNER_NAME: optional(z.string().trim().min(1).max(80)).default('Owner'),
    /**
     * Proxies whose X-Forwarded-For is believed: addresses or CIDRs, comma-separated. Unset, nobody
     * is, so a client can never choose its own address for a limit.
     */
    TRUST_PROXY: optional(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().refine(isAddressOrCidr, 'an IP address or CIDR')).min(1)),
    ),
    /** How long a pending booking holds its seats: default 30 with a payment gateway, 1440 without. */
    BOOKING_HOLD_MINUTES: optional(z.coerce.number().int().min(1).max(10_080)),
    /** Pending (unpaid) bookings a customer may have at once. */
    MAX_PENDING_BOOKINGS: optional(z.coerce.number().int().min(1).max(50)).default(2),
    /** Trek credit a customer cancelling may take instead of a refund, as % of what they paid. */
    CREDIT_PERCENT: optional(z.coerce.number().int().min(1).max(200)).default(100),
    /** How long seats offered to the next on a departure's waitlist stay held for them. */
    WAITLIST_OFFER_HOURS: optional(z.coerce.number().int().min(1).max(168)).default(24),
    /** A departure's waitlist closes this many days before it starts. */
    WAITLIST_CLOSES_DAYS: optional(z.coerce.number().int().min(0).max(60)).default(3),
    /** Razorpay: all three keys turn the gateway on; none leaves payments offline. */
    RAZORPAY_KEY_ID: optional(
      z.string().regex(/^rzp_(test|live)_\w+$/, 'rzp_test_… or rzp_live_…'),
    ),
    RAZORPAY_KEY_SECRET: optional(z.string().min(8)),
    RAZORPAY_WEBHOOK_SECRET: optional(z.string().min(8)),
    /** Only for tests: a local server that answers Razorpay's API. */
    RAZORPAY_API_URL: optional(z.url()),
    /** Where a traveller pays without the gateway; quoted with the booking id. */
    OPERATOR_UPI_ID: optional(
      z.string().regex(/^[\w.-]+@[\w.-]+$/, 'a UPI id like name@bank'),
    ).default('trippyhimalaya@okaxis'),
    OPERATOR_BANK_ACCOUNT: optional(z.string().regex(/^\d{9,18}$/, '9 to 18 digits')).default(
      '50200012345678',
    ),
    OPERATOR_IFSC: optional(
      z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'an IFSC like HDFC0001234'),
    ).default('HDFC0001234'),
    OPERATOR_ACCOUNT_NAME: optional(z.string().max(100)).default('Trippy Himalaya Treks'),
    /** GST tax invoices: numbered PREFIX/2026-27/0001, issued by this registration. */
    INVOICE_PREFIX: optional(
      z
        .string()
        .regex(/^[A-Za-z0-9]{1,3}$/, '1 to 3 letters or digits (GST allows 16 characters in all)')
        .refine((prefix) => prefix.toUpperCase() !== 'CN', 'CN is the credit notes’ series'),
    ).default('TH'),
    OPERATOR_LEGAL_NAME: optional(z.string().trim().min(1).max(100)).default(
      'Trippy Himalaya Treks Pvt Ltd',
    ),
    OPERATOR_ADDRESS: optional(z.string().trim().min(1).max(300)).default(
      '2nd Floor, 14 Rajpur Road, Dehradun, Uttarakhand 248001',
    ),
    OPERATOR_GSTIN: optional(
      z
        .string()
        .trim()
        .toUpperCase()
        .refine(isGstin, 'a GSTIN: state code, PAN, entity, Z and check character (15 in all)'),
    ).default('05AABCT1234F1ZW'),
    OPERATOR_STATE: optional(
      z.string().trim().refine(isIndianState, 'a state or union territory of India, as listed'),
    ).default('Uttarakhand'),
  })
  .superRefine((env, context) => {
    const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET]
    const set = keys.filter((key) => key !== undefined).length
    if (set !== 0 && set !== 3)
      context.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message:
          'set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together, or none',
      })
  })
  .superRefine((env, context) => {
    // A GSTIN begins with the GST code of the state it is registered in.
    const code = gstStateCode(env.OPERATOR_STATE)
    if (code && !env.OPERATOR_GSTIN.startsWith(code))
      context.addIssue({
        code: 'custom',
        path: ['OPERATOR_GSTIN'],
        message: `a GSTIN registered in ${env.OPERATOR_STATE} begins with ${code}`,
      })
  })

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  const prefix = Number(bits)
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128)
}

export type Env = z.infer<typeof EnvSchema> & {
  sqlitePath: string
  /** BOOKING_HOLD_MINUTES, or its default for whether the gateway is on. */
  bookingHoldMinutes: number
  /** OPERATOR_EMAIL, or SUPPORT_EMAIL when it is not set. */
  operatorEmail: string
}

/**
 * The only reader of `process.env`. Fails at start with the list of bad keys, never later.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`)
  }
  const gateway = parsed.data.RAZORPAY_KEY_ID !== undefined
  return {
    ...parsed.data,
    sqlitePath: path.resolve(parsed.data.DATA_DIR, 'app.db'),
    bookingHoldMinutes: parsed.data.BOOKING_HOLD_MINUTES ?? (gateway ? 30 : 1440),
    operatorEmail: parsed.data.OPERATOR_EMAIL ?? parsed.data.SUPPORT_EMAIL,
  }
}
