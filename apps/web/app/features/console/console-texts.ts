import type { BookingStatus, LedgerPaymentMethod } from '@trippy/contracts'

/** The console's sections, in the order the navigation lists them; Staff only for owners. */
export const CONSOLE_SECTIONS: readonly { to: string; label: string; ownerOnly?: true }[] = [
  { to: '/console', label: 'Dashboard' },
  { to: '/console/packages', label: 'Packages' },
  { to: '/console/departures', label: 'Departures' },
  { to: '/console/bookings', label: 'Bookings' },
  { to: '/console/leads', label: 'Leads' },
  { to: '/console/reviews', label: 'Reviews' },
  { to: '/console/customers', label: 'Customers' },
  { to: '/console/promo-codes', label: 'Promo codes' },
  { to: '/console/audit', label: 'Audit log' },
  { to: '/console/staff', label: 'Staff', ownerOnly: true },
]

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

export const PAYMENT_METHOD_LABELS: Record<LedgerPaymentMethod, string> = {
  razorpay: 'Razorpay',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  credit: 'Trek credit',
}

/** How the operator may record money received outside the gateway. */
export const OFFLINE_METHODS = (['upi', 'bank_transfer', 'cash', 'card'] as const).map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}))

/** The lead statuses, as the inbox names them (the same list as the server's). */
export const LEAD_STATUS_OPTIONS = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const

/**
 * A console page's title and robots: never indexed, never followed. A page anyone can open (the
 * sign-in) also says what it is, for a link shared or a search tool that reads the page anyway.
 */
export function consoleMeta(title: string, description?: string) {
  return [
    { title: `${title} | Console` },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'noindex,nofollow' },
  ]
}

/** A value for an <input type="datetime-local">: this browser's time now, to the minute. */
export function localDateTimeNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

/** Before and after of an audit entry, on one short line. */
export function compactJson(value: unknown, max = 300): string {
  if (value === null || value === undefined) return '—'
  const text = JSON.stringify(value)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
