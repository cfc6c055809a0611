import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'
import { expect, test } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import { consoleProblems } from './console-api.ts'

test('shows a refusal with field errors beside its fields, and no alert', () => {
  const error = new ApiError({
    status: 400,
    kind: 'http',
    message: 'Validation failed',
    fromServer: true,
    errors: [
      { path: 'seats', message: 'At least one seat' },
      { path: 'seats', message: 'A second message for the same field' },
      { path: 'title', message: 'Title is required' },
    ],
  })
  expect(consoleProblems(error)).toEqual({
    fields: { seats: 'At least one seat', title: 'Title is required' },
    form: null,
  })
})

test("shows any other refusal as the form's alert, in the server's words", () => {
  const error = new ApiError({
    status: 409,
    kind: 'http',
    message: 'Seats cannot be fewer than those booked',
    fromServer: true,
  })
  expect(consoleProblems(error)).toEqual({
    fields: {},
    form: 'Seats cannot be fewer than those booked',
  })
})

test('shows a failure that is not the server speaking as the plain network message', () => {
  expect(consoleProblems(new Error('boom'))).toEqual({
    fields: {},
    form: ACCOUNT_MESSAGES.networkFailure,
  })
})
