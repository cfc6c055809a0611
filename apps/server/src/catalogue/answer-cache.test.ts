import { gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { createAnswerCache } from './answer-cache.ts'

test('queries an answer once for a burst of requests that all miss it', async () => {
  const cache = createAnswerCache()
  let queries = 0
  const query = async () => {
    queries++
    await new Promise((resolve) => setImmediate(resolve))
    return { ok: true, data: [queries] }
  }
  const burst = (version: string) =>
    Promise.all(Array.from({ length: 20 }, () => cache.get('packages', version, query)))
  const first = await burst('1')
  expect(queries).toBe(1)
  expect(new Set(first).size).toBe(1)
  expect(JSON.parse(gunzipSync(first[0]?.gzip ?? Buffer.alloc(0)).toString())).toEqual({
    ok: true,
    data: [1],
  })
  // The catalogue changed: one new query for the new version, shared again.
  const second = await burst('2')
  expect(queries).toBe(2)
  expect(second.every((answer) => answer.version === '2' && answer.etag !== first[0]?.etag)).toBe(
    true,
  )
})

test('queries again for each waiting request when the shared query failed', async () => {
  const cache = createAnswerCache()
  let queries = 0
  const query = async () => {
    queries++
    await new Promise((resolve) => setImmediate(resolve))
    if (queries === 1) throw new Error('Too many requests')
    return { ok: true, data: [] }
  }
  const results = await Promise.allSettled(
    Array.from({ length: 5 }, () => cache.get('packages', '1', query)),
  )
  expect(results.map((result) => result.status)).toEqual([
    'rejected',
    'fulfilled',
    'fulfilled',
    'fulfilled',
    'fulfilled',
  ])
  // The four that waited on the failed query shared one query of their own.
  expect(queries).toBe(2)
})
