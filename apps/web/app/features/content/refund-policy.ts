/**
 * The refund tables, as /cancellation-refund shows them. Each row carries the tier it describes,
 * and refund-policy.test.ts holds those to the tiers the server refunds by
 * (@trippy/contracts/refund-policy), so the page says what a cancellation does.
 */
export type RefundRow = { minDays: number; percent: number; window: string; refund: string }

export const STANDARD_REFUNDS: RefundRow[] = [
  { minDays: 45, percent: 100, window: '45 days or more', refund: '100% of the amount paid' },
  { minDays: 31, percent: 75, window: '31 to 44 days', refund: '75% of the amount paid' },
  { minDays: 16, percent: 50, window: '16 to 30 days', refund: '50% of the amount paid' },
  { minDays: 8, percent: 25, window: '8 to 15 days', refund: '25% of the amount paid' },
  { minDays: 0, percent: 0, window: '0 to 7 days', refund: 'No refund' },
]

/** Groups of 10 or more travellers on one booking. */
export const GROUP_REFUNDS: RefundRow[] = [
  { minDays: 45, percent: 90, window: '45 days or more', refund: '90% of the amount paid' },
  { minDays: 30, percent: 70, window: '30 to 44 days', refund: '70% of the amount paid' },
  { minDays: 15, percent: 40, window: '15 to 29 days', refund: '40% of the amount paid' },
  { minDays: 0, percent: 0, window: 'Less than 15 days', refund: 'No refund' },
]

export const PAYMENT_SCHEDULE = [
  { when: 'At booking', amount: '25% of the total (advance)' },
  { when: '15 days before departure', amount: 'The remaining 75%' },
]

export const PAYMENT_METHODS = [
  'Credit and debit cards',
  'UPI',
  'Net banking',
  'Wallets',
  'Bank transfer (group bookings)',
  'EMI on eligible cards',
  'Cash at our office',
]
