/** The refund tables of spec §9, as the cancellation page and the terms show them. */
export type RefundRow = { window: string; refund: string }

export const STANDARD_REFUNDS: RefundRow[] = [
  { window: '45 days or more', refund: '100% of the amount paid, minus fees' },
  { window: '31 to 44 days', refund: '75% of the amount paid' },
  { window: '16 to 30 days', refund: '50% of the amount paid' },
  { window: '8 to 15 days', refund: '25% of the amount paid' },
  { window: '0 to 7 days', refund: 'No refund' },
]

/** Groups of 10 or more travellers on one booking. */
export const GROUP_REFUNDS: RefundRow[] = [
  { window: '45 days or more', refund: '90% of the amount paid' },
  { window: '30 to 44 days', refund: '70% of the amount paid' },
  { window: '15 to 29 days', refund: '40% of the amount paid' },
  { window: 'Less than 15 days', refund: 'No refund' },
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
