import { expect, test } from 'vitest'
import { amountInWords } from './amount-in-words.ts'

test('writes rupees in words the way an Indian invoice does', () => {
  expect(amountInWords(100)).toBe('Rupees One Only')
  expect(amountInWords(1_500)).toBe('Rupees Fifteen Only')
  expect(amountInWords(10_000)).toBe('Rupees One Hundred Only')
  expect(amountInWords(2_415_000)).toBe('Rupees Twenty-Four Thousand One Hundred Fifty Only')
})

test('writes paise after the rupees, and paise alone below a rupee', () => {
  expect(amountInWords(50)).toBe('Fifty Paise Only')
  expect(amountInWords(101)).toBe('Rupees One and One Paise Only')
  expect(amountInWords(2_415_050)).toBe(
    'Rupees Twenty-Four Thousand One Hundred Fifty and Fifty Paise Only',
  )
  expect(amountInWords(0)).toBe('Rupees Zero Only')
})

test('counts in lakh and crore, not million', () => {
  expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only')
  expect(amountInWords(123_456_789_05)).toBe(
    'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Five Paise Only',
  )
  expect(amountInWords(10_000_000_00)).toBe('Rupees One Crore Only')
  expect(amountInWords(1_234_000_000_000)).toBe(
    'Rupees One Thousand Two Hundred Thirty-Four Crore Only',
  )
  expect(amountInWords(2_000_700_00)).toBe('Rupees Twenty Lakh Seven Hundred Only')
})

test('refuses what is not a whole, non-negative number of paise', () => {
  expect(() => amountInWords(-1)).toThrow(RangeError)
  expect(() => amountInWords(1.5)).toThrow(RangeError)
})
