import type { FastifyRequest } from 'fastify'
import { expect, test } from 'vitest'
import { acceptsEncoding } from './accepts-gzip.ts'

const asking = (acceptEncoding?: string) =>
  ({
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  }) as FastifyRequest

test('takes the encodings a client lists, in any case and with weights', () => {
  expect(acceptsEncoding(asking('gzip, deflate, br, zstd'), 'br')).toBe(true)
  expect(acceptsEncoding(asking('GZIP;q=0.5'), 'gzip')).toBe(true)
  expect(acceptsEncoding(asking('deflate'), 'gzip')).toBe(false)
  expect(acceptsEncoding(asking(), 'gzip')).toBe(false)
})

test('refuses an encoding listed with q=0, every time the same header comes', () => {
  for (let round = 0; round < 2; round++) {
    expect(acceptsEncoding(asking('br;q=0, gzip'), 'br')).toBe(false)
    expect(acceptsEncoding(asking('br;q=0, gzip'), 'gzip')).toBe(true)
    expect(acceptsEncoding(asking('gzip; q=0.0'), 'gzip')).toBe(false)
  }
})
