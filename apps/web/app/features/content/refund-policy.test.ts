import {
  GROUP_REFUND_TIERS,
  GROUP_SIZE,
  STANDARD_REFUND_TIERS,
} from '@trippy/contracts/refund-policy'
import { expect, test } from 'vitest'
import { GROUP_REFUNDS, type RefundRow, STANDARD_REFUNDS } from './refund-policy.ts'

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
