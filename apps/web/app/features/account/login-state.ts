import { localHref } from '../../lib/i18n.ts'

/**
 * What travels to /login in navigation state: where the visitor was going, the package they were
 * booking, and an email to prefill after registration.
 */
export type LoginState = { from?: string; packageData?: unknown; email?: string }

const ACCOUNT_ENTRY_PATHS = new Set(['/login', '/signup', '/hi/login', '/hi/signup'])

/** Only a path on this site, and never back to the sign-in pages themselves. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined
  if (value.includes('\\')) return undefined
  const pathname = value.split(/[?#]/)[0] ?? ''
  if (ACCOUNT_ENTRY_PATHS.has(pathname.replace(/\/+$/, ''))) return undefined
  return value
}

export function readLoginState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {}
  const record = state as Record<string, unknown>
  const result: LoginState = {}
  const from = safeReturnPath(record.from)
  if (from) result.from = from
  if (record.packageData !== undefined && record.packageData !== null) {
    result.packageData = record.packageData
  }
  if (typeof record.email === 'string') result.email = record.email
  return result
}

/** Where to go after signing in: the origin, else /profile (in the page's language), with the package data if any. */
export function afterLoginTarget(state: LoginState): {
  to: string
  state: { packageData: unknown } | undefined
} {
  return {
    to: state.from ?? localHref('/profile'),
    state: state.packageData === undefined ? undefined : { packageData: state.packageData },
  }
}

/** The package being booked, when the carried package data names one. */
export function carriedPackageId(packageData: unknown): string | undefined {
  if (typeof packageData !== 'object' || packageData === null) return undefined
  const id = (packageData as { _id?: unknown })._id
  return typeof id === 'string' && /^[0-9a-f]{24}$/.test(id) ? id : undefined
}
