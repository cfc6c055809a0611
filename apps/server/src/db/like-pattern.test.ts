import { expect, test } from 'vitest'
import { containsPattern } from './like-pattern.ts'

test('matches the lowered text anywhere, its wildcards and backslashes taken as characters', () => {
  expect(containsPattern('Kedar')).toBe('%kedar%')
  expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
})
