import { expect, test } from 'vitest'
import { balanceReminderFor } from './balance-reminders.ts'

test('reminds a week before the balance is due, then on the day', () => {
  const due = '2026-12-20'
  expect(balanceReminderFor('2026-12-12', due)).toBeNull()
  expect(balanceReminderFor('2026-12-13', due)).toBe('week-before')
  expect(balanceReminderFor('2026-12-19', due)).toBe('week-before')
  expect(balanceReminderFor('2026-12-20', due)).toBe('due')
})

test('a missed due-day reminder still goes after the day, across a month end', () => {
  expect(balanceReminderFor('2027-01-02', '2026-12-31')).toBe('due')
  expect(balanceReminderFor('2026-12-24', '2026-12-31')).toBe('week-before')
  expect(balanceReminderFor('2026-12-23', '2026-12-31')).toBeNull()
})
