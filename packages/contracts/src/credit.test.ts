import { expect, test } from 'vitest'
import { CancelBookingBodySchema, creditExpiryFrom, GrantCreditBodySchema } from './credit.ts'

test('credit given today can be spent until the same day twelve months on', () => {
  expect(creditExpiryFrom('2026-11-30')).toBe('2027-11-30')
  expect(creditExpiryFrom('2028-02-29')).toBe('2029-02-28')
  expect(creditExpiryFrom('2026-01-31')).toBe('2027-01-31')
})

test('a cancellation without a body refunds in cash', () => {
  expect(CancelBookingBodySchema.parse(undefined)).toEqual({ refundAs: 'cash' })
  expect(CancelBookingBodySchema.parse(null)).toEqual({ refundAs: 'cash' })
  expect(CancelBookingBodySchema.parse({})).toEqual({ refundAs: 'cash' })
  expect(CancelBookingBodySchema.safeParse({ refundAs: 'voucher' }).success).toBe(false)
})

test('a grant needs a positive amount in paise at most and a reason', () => {
  expect(
    GrantCreditBodySchema.safeParse({ amount: 500.5, reason: 'Delayed pick-up' }).success,
  ).toBe(true)
  expect(GrantCreditBodySchema.safeParse({ amount: 0, reason: 'Delayed pick-up' }).success).toBe(
    false,
  )
  expect(GrantCreditBodySchema.safeParse({ amount: 1.234, reason: 'Delayed' }).success).toBe(false)
  expect(GrantCreditBodySchema.safeParse({ amount: 100, reason: ' ' }).success).toBe(false)
})
