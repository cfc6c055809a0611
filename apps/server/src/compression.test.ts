import { gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { createTestApp } from '../test/test-app.ts'

test('gzips an answer larger than the first round trip for a client that takes it', async () => {
  const app = await createTestApp()
  const docs = await app.inject({
    method: 'GET',
    url: '/api/docs/json',
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(docs.headers['content-encoding']).toBe('gzip')
  const document = gunzipSync(docs.rawPayload)
  expect(document.length).toBeGreaterThan(10_240)
  expect(JSON.parse(document.toString())).toHaveProperty('paths')
})
