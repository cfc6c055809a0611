import { expect, test } from 'vitest'
import {
  daysBetween,
  GROUP_POLICY,
  policyFor,
  refundAmount,
  refundPercent,
  STANDARD_POLICY,
} from './cancellation-refund-policy.ts'

test('refunds standard bookings by the spec table at every boundary', () => {
  const cases: [number, number][] = [
    [60, 100],
    [45, 100],
    [44, 75],
    [31, 75],
    [30, 50],
    [16, 50],
    [15, 25],
    [8, 25],
    [7, 0],
    [0, 0],
    [-1, 0],
  ]
  for (const [days, percent] of cases)
    expect([days, refundPercent(STANDARD_POLICY, days)]).toEqual([days, percent])
})

test('refunds groups of ten or more by the group table at every boundary', () => {
  const cases: [number, number][] = [
    [45, 90],
    [44, 70],
    [30, 70],
    [29, 40],
    [15, 40],
    [14, 0],
    [0, 0],
  ]
  for (const [days, percent] of cases)
    expect([days, refundPercent(GROUP_POLICY, days)]).toEqual([days, percent])
})

test('applies the group policy from ten travellers', () => {
  expect(policyFor(9).name).toBe('standard')
  expect(policyFor(10).name).toBe('group')
})

test('counts whole calendar days, across months and years', () => {
  expect(daysBetween('2026-11-22', '2027-01-06')).toBe(45)
  expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0)
  expect(daysBetween('2027-02-27', '2027-03-01')).toBe(2)
})

test('refunds the percentage of what was paid, rounded down to the paisa', () => {
  expect(refundAmount(STANDARD_POLICY, 40, 7_481_25)).toBe(5_610_93) // 75 % of 7,481.25
  expect(refundAmount(GROUP_POLICY, 50, 1_000_01)).toBe(90_000)
  expect(refundAmount(STANDARD_POLICY, 3, 1_000_00)).toBe(0)
})
