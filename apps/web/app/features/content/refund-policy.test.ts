import {
  GROUP_REFUND_TIERS,
  GROUP_SIZE,
  STANDARD_REFUND_TIERS,
} from '@trippy/contracts/refund-policy'
import { expect, test } from 'vitest'
import {
  GROUP_REFUNDS,
  paymentMethods,
  paymentSchedule,
  type RefundRow,
  refundRowTexts,
  STANDARD_REFUNDS,
} from './refund-policy.ts'

const tiersOf = (rows: RefundRow[]) => rows.map(({ minDays, percent }) => ({ minDays, percent }))

test('shows exactly the tiers the server refunds by, for standard and group bookings', () => {
  expect(tiersOf(STANDARD_REFUNDS)).toEqual(STANDARD_REFUND_TIERS)
  expect(tiersOf(GROUP_REFUNDS)).toEqual(GROUP_REFUND_TIERS)
  expect(GROUP_SIZE).toBe(10)
})

test('words each row with its own days and percentage, and no deduction the server does not make', () => {
  for (const rows of [STANDARD_REFUNDS, GROUP_REFUNDS]) {
    rows.forEach((row, index) => {
      expect(row.refund).toBe(
        row.percent === 0 ? 'No refund' : `${row.percent}% of the amount paid`,
      )
      const above = rows[index - 1]
      if (!above) {
        expect(row.window).toBe(`${row.minDays} days or more`)
        return
      }
      const lastDay = above.minDays - 1
      const wordings =
        row.minDays === 0
          ? [`0 to ${lastDay} days`, `Less than ${above.minDays} days`]
          : [`${row.minDays} to ${lastDay} days`]
      expect(wordings).toContain(row.window)
    })
  }
})

test('shows the English rows word for word, and the Hindi ones from the same tiers', () => {
  expect(refundRowTexts(STANDARD_REFUNDS, 'en')).toEqual(
    STANDARD_REFUNDS.map((row) => [row.window, row.refund]),
  )
  expect(refundRowTexts(STANDARD_REFUNDS, 'hi')).toEqual([
    ['45 दिन या उससे ज़्यादा', 'चुकाई गई रक़म का 100%'],
    ['31 से 44 दिन', 'चुकाई गई रक़म का 75%'],
    ['16 से 30 दिन', 'चुकाई गई रक़म का 50%'],
    ['8 से 15 दिन', 'चुकाई गई रक़म का 25%'],
    ['0 से 7 दिन', 'कोई रिफ़ंड नहीं'],
  ])
  expect(refundRowTexts(GROUP_REFUNDS, 'hi')).toEqual([
    ['45 दिन या उससे ज़्यादा', 'चुकाई गई रक़म का 90%'],
    ['30 से 44 दिन', 'चुकाई गई रक़म का 70%'],
    ['15 से 29 दिन', 'चुकाई गई रक़म का 40%'],
    ['15 दिन से कम', 'कोई रिफ़ंड नहीं'],
  ])
})

test('gives the payment schedule and methods in English as the policy has them', () => {
  expect(paymentSchedule()).toEqual([
    ['At booking', '25% of the total (advance)'],
    ['15 days before departure', 'The remaining 75%'],
  ])
  expect(paymentMethods()).toEqual([
    'Credit and debit cards',
    'UPI',
    'Net banking',
    'Wallets',
    'Bank transfer (group bookings)',
    'EMI on eligible cards',
    'Cash at our office',
  ])
})
