import { expect, test } from 'vitest'
import {
  CHAR_DHAM_SEASON,
  indiaCalendarDate,
  isInSeason,
  nextSeasonYear,
  type Season,
} from './seasons.ts'

const WINTER: Season = [{ from: '12-01', to: '04-15' }]

test('reads a season window with both ends included, also across the new year', () => {
  expect(isInSeason(CHAR_DHAM_SEASON, '2027-05-10')).toBe(true)
  expect(isInSeason(CHAR_DHAM_SEASON, '2027-05-09')).toBe(false)
  expect(isInSeason(CHAR_DHAM_SEASON, '2027-06-30')).toBe(true)
  expect(isInSeason(CHAR_DHAM_SEASON, '2027-07-01')).toBe(false)
  expect(isInSeason(CHAR_DHAM_SEASON, '2026-11-23')).toBe(false)
  expect(isInSeason(WINTER, '2026-12-01')).toBe(true)
  expect(isInSeason(WINTER, '2027-01-20')).toBe(true)
  expect(isInSeason(WINTER, '2027-04-15')).toBe(true)
  expect(isInSeason(WINTER, '2027-04-16')).toBe(false)
  expect(isInSeason(WINTER, '2026-11-30')).toBe(false)
})

test('names the Char Dham season still ahead: next year once the temples have shut', () => {
  expect(nextSeasonYear(CHAR_DHAM_SEASON, '2026-11-23')).toBe(2027)
  expect(nextSeasonYear(CHAR_DHAM_SEASON, '2026-12-31')).toBe(2027)
  expect(nextSeasonYear(CHAR_DHAM_SEASON, '2027-01-01')).toBe(2027)
  expect(nextSeasonYear(CHAR_DHAM_SEASON, '2027-05-20')).toBe(2027)
  expect(nextSeasonYear(CHAR_DHAM_SEASON, '2027-08-01')).toBe(2027) // the monsoon break
  expect(nextSeasonYear(CHAR_DHAM_SEASON, '2027-10-20')).toBe(2027)
  expect(nextSeasonYear(CHAR_DHAM_SEASON, '2027-10-21')).toBe(2028)
})

test('names a winter season by the year it started in', () => {
  expect(nextSeasonYear(WINTER, '2026-11-23')).toBe(2026)
  expect(nextSeasonYear(WINTER, '2027-02-10')).toBe(2026)
  expect(nextSeasonYear(WINTER, '2027-06-01')).toBe(2027)
  expect(nextSeasonYear([{ from: '01-01', to: '12-31' }], '2027-06-01')).toBe(2027)
})

test('takes the calendar date in India, five and a half hours ahead of UTC', () => {
  expect(indiaCalendarDate(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23')
  expect(indiaCalendarDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24')
})
