import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'

/** Empty strings count as missing, so `FOO=` in a shell behaves like an unset FOO. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const EnvSchema = z.object({
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
  CURRENCY_API_KEY: optional(z.string()),
  CURRENCY_API_URL: optional(z.url()).default('https://api.freecurrencyapi.com/v1/latest'),
  SMTP_URL: optional(z.url()),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ).default('info'),
  RATE_LIMIT_MAX: optional(z.coerce.number().int().positive()).default(300),
  /** Sign-ins and registrations (Argon2 work) per minute per address. */
  AUTH_RATE_LIMIT_MAX: optional(z.coerce.number().int().positive()).default(10),
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
})

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  const prefix = Number(bits)
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128)
}

export type Env = z.infer<typeof EnvSchema> & { sqlitePath: string }

/**
 * The only reader of `process.env`. Fails at start with the list of bad keys, never later.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`)
  }
  return { ...parsed.data, sqlitePath: path.resolve(parsed.data.DATA_DIR, 'app.db') }
}
