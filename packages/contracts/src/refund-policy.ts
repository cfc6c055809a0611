// No zod here: the server refunds by these tiers and the policy page shows them.

/** The share of the amount paid that is refunded from `minDays` days before departure. */
export type RefundTier = { minDays: number; percent: number }

/**
 * Standard bookings (docs/booking-lifecycle.md), from most to fewest whole days before departure:
 * 45 or more 100 %, 31–44 75 %, 16–30 50 %, 8–15 25 %, 0–7 none.
 */
export const STANDARD_REFUND_TIERS: readonly RefundTier[] = [
  { minDays: 45, percent: 100 },
  { minDays: 31, percent: 75 },
  { minDays: 16, percent: 50 },
  { minDays: 8, percent: 25 },
  { minDays: 0, percent: 0 },
]

/** Groups of GROUP_SIZE or more: 45 or more 90 %, 30–44 70 %, 15–29 40 %, under 15 none. */
export const GROUP_REFUND_TIERS: readonly RefundTier[] = [
  { minDays: 45, percent: 90 },
  { minDays: 30, percent: 70 },
  { minDays: 15, percent: 40 },
  { minDays: 0, percent: 0 },
]

/** Travellers on one booking from which the group tiers apply. */
export const GROUP_SIZE = 10
