import { expect, test } from 'vitest'
import { BUILT_IN_SUGGESTIONS, filterSuggestions, type Suggestion } from './suggestions.ts'

const names = (list: Suggestion[]) => list.map((suggestion) => suggestion.name)

test('offers at most four suggestions', () => {
  expect(filterSuggestions('a')).toHaveLength(4)
})

test('filters by name, ignoring case and surrounding spaces', () => {
  expect(names(filterSuggestions(' VA'))).toEqual([
    'Valley of Flowers Trek',
    'Spiti Valley Circuit',
    'Adi Kailash and Om Parvat Yatra',
  ])
})

test('puts names with a word starting with the query before names that only contain it', () => {
  expect(names(filterSuggestions('ke'))).toEqual([
    '1 Dham Yatra (Kedarnath)',
    'Kedarkantha Trek',
    '2 Dham Yatra (Kedarnath and Badrinath)',
    'Kashmir Great Lakes Trek',
  ])
})

test('matches the name only, not the category or place', () => {
  expect(filterSuggestions('uttarakhand')).toEqual([])
  expect(names(filterSuggestions('ch'))).toContain('Char Dham Yatra')
  expect(names(filterSuggestions('ch'))).not.toContain('Kedarkantha Trek')
})

test('offers nothing for empty text or text no name contains', () => {
  expect(filterSuggestions('')).toEqual([])
  expect(filterSuggestions('  ')).toEqual([])
  expect(filterSuggestions('zq')).toEqual([])
})

test('every built-in suggestion has a distinct trip', () => {
  const slugs = BUILT_IN_SUGGESTIONS.map((suggestion) => suggestion.slug)
  expect(new Set(slugs).size).toBe(slugs.length)
})
