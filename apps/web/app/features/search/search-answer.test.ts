import { expect, test } from 'vitest'
import { readSearchAnswer, SearchAnswerError } from './search-answer.ts'
import { summary } from './search-test-data.ts'

test('reads the trips of a success envelope', () => {
  const trips = [summary('Kedarkantha Trek'), summary('Char Dham Yatra')]
  expect(readSearchAnswer({ success: true, data: trips })).toEqual(trips)
})

test('keeps the first six trips', () => {
  const trips = Array.from({ length: 8 }, (_, index) => summary(`Trip ${index}`))
  expect(readSearchAnswer({ success: true, data: trips })).toEqual(trips.slice(0, 6))
})

test('refuses an answer that is not a success with a data list', () => {
  for (const body of [
    null,
    'text',
    [],
    { success: false, message: 'Invalid input' },
    { success: true },
    { success: true, data: { items: [] } },
  ]) {
    expect(() => readSearchAnswer(body)).toThrow(SearchAnswerError)
  }
})

test('refuses a list holding something that is not a trip card', () => {
  const { offerPrice: _offerPrice, ...withoutPrice } = summary('Brahmatal Trek')
  expect(() =>
    readSearchAnswer({ success: true, data: [summary('Roopkund Trek'), withoutPrice] }),
  ).toThrow(SearchAnswerError)
  expect(() =>
    readSearchAnswer({ success: true, data: [{ ...summary('Roopkund Trek'), category: null }] }),
  ).toThrow(SearchAnswerError)
})
