import { expect, test } from 'vitest'
import { toPaise, toRupees } from './money.ts'

test('converts rupees to whole paise and back without float drift', () => {
  expect(toPaise(12499.99)).toBe(1249999)
  expect(toPaise(0.1 + 0.2)).toBe(30)
  expect(toRupees(1249999)).toBe(12499.99)
})
