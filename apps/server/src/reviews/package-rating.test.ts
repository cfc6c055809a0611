import { expect, test } from 'vitest'
import { authorName, packageRating } from './package-rating.ts'

test('a package without a published review has no rating and no count', () => {
  expect(packageRating(0, 0)).toEqual({ rating: 0, reviewCount: 0 })
})

test('the rating is the average of the published stars to one decimal', () => {
  expect(packageRating(5 + 4, 2)).toEqual({ rating: 4.5, reviewCount: 2 })
  expect(packageRating(5 + 4 + 4, 3)).toEqual({ rating: 4.3, reviewCount: 3 })
  expect(packageRating(5 + 5 + 4, 3)).toEqual({ rating: 4.7, reviewCount: 3 })
  expect(packageRating(1, 1)).toEqual({ rating: 1, reviewCount: 1 })
})

test('a review is published under the first name and the initial of the last', () => {
  expect(authorName('Asha', 'rawat')).toBe('Asha R.')
  expect(authorName(' Ravi ', '')).toBe('Ravi')
  expect(authorName('', 'Negi')).toBe('Traveller N.')
})
