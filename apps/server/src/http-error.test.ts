import { expect, test } from 'vitest'
import { HttpError } from './http-error.ts'

test('a refusal carries its status and message but no stack; a server fault keeps its stack', () => {
  const refusal = new HttpError(409, 'Only 2 seats left')
  expect(refusal).toBeInstanceOf(Error)
  expect(refusal).toMatchObject({
    statusCode: 409,
    message: 'Only 2 seats left',
    name: 'HttpError',
  })
  expect(refusal.stack).not.toMatch(/\n\s+at /)
  expect(new HttpError(503, 'Payments are unavailable').stack).toMatch(/\n\s+at /)
  expect(new Error('after').stack).toMatch(/\n\s+at /) // the limit is put back
})
