import {
  GROUP_REFUND_TIERS,
  GROUP_SIZE,
  STANDARD_REFUND_TIERS,
} from '@trippy/contracts/refund-policy'

/**
 * A refund policy: from most to fewest days before departure, the share of the amount paid. The
 * tiers come from contracts, so that /cancellation-refund shows exactly the ones applied here.
 */
export type RefundPolicy = {
  name: 'standard' | 'group'
  tiers: { minDays: number; percent: number }[]
}

/**
 * Standard bookings (docs/booking-lifecycle.md): 45+ days 100 %, 31–44 75 %, 16–30 50 %, 8–15 25 %,
 * 0–7 none.
 */
export const STANDARD_POLICY: RefundPolicy = { name: 'standard', tiers: [...STANDARD_REFUND_TIERS] }

/** Groups of 10 or more: 45+ days 90 %, 30–44 70 %, 15–29 40 %, under 15 none. */
export const GROUP_POLICY: RefundPolicy = { name: 'group', tiers: [...GROUP_REFUND_TIERS] }

export function policyFor(seats: number): RefundPolicy {
  return seats >= GROUP_SIZE ? GROUP_POLICY : STANDARD_POLICY
}

/** Whole calendar days from one 'YYYY-MM-DD' date to another (both already in India time). */
export function daysBetween(fromDate: string, toDate: string): number {
  return Math.round(
    (Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000,
  )
}

export function refundPercent(policy: RefundPolicy, daysBeforeDeparture: number): number {
  if (daysBeforeDeparture < 0) return 0
  return policy.tiers.find((tier) => daysBeforeDeparture >= tier.minDays)?.percent ?? 0
}

/** The refund in paise: the policy's percentage of what was paid so far, rounded down to the paisa. */
export function refundAmount(
  policy: RefundPolicy,
  daysBeforeDeparture: number,
  paidPaise: number,
): number {
  return Math.floor((paidPaise * refundPercent(policy, daysBeforeDeparture)) / 100)
}
