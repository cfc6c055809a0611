import type { Locale } from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import { getLocale } from '../../lib/i18n.ts'

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

/**
 * A refund table's rows as the page shows them: in English the wording above, byte for byte; in
 * Hindi worded from each row's tier and the one above it.
 */
export function refundRowTexts(
  rows: RefundRow[],
  locale: Locale = getLocale(),
): (readonly [string, string])[] {
  if (locale === 'en') return rows.map((row) => [row.window, row.refund] as const)
  return rows.map((row, index) => {
    const above = rows[index - 1]
    const window = !above
      ? m.policies_window_or_more({ days: row.minDays }, { locale })
      : row.window.startsWith('Less than')
        ? m.policies_window_less({ days: above.minDays }, { locale })
        : m.policies_window_range({ from: row.minDays, to: above.minDays - 1 }, { locale })
    const refund =
      row.percent === 0
        ? m.policies_refund_none({}, { locale })
        : m.policies_refund_share({ percent: row.percent }, { locale })
    return [window, refund] as const
  })
}

export function paymentSchedule(): (readonly [string, string])[] {
  return [
    [m.policies_refund_schedule_booking(), m.policies_refund_schedule_booking_amount()],
    [m.policies_refund_schedule_before(), m.policies_refund_schedule_before_amount()],
  ]
}

export function paymentMethods(): string[] {
  return [
    m.policies_method_cards(),
    m.policies_method_upi(),
    m.policies_method_netbanking(),
    m.policies_method_wallets(),
    m.policies_method_transfer(),
    m.policies_method_emi(),
    m.policies_method_cash(),
  ]
}
