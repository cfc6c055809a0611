import { expect, test } from 'vitest'
import { newId } from './ids.ts'

test('gives 24-character hex ids, none repeated across several draws of the random pool', () => {
  const ids = Array.from({ length: 1000 }, () => newId())
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/)
  expect(new Set(ids).size).toBe(ids.length)
})
