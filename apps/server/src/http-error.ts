import type { FieldError } from '@trippy/contracts'

/** An error whose message is safe to show the caller; the one way a route rejects a request. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly errors: FieldError[] | undefined

  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    // A refusal (4xx) is an answer, not a fault: nothing logs its stack, and capturing one is
    // most of what building the error costs (150 of a booking rush's 200 answers are refusals).
    const stackTraceLimit = Error.stackTraceLimit
    if (statusCode < 500) Error.stackTraceLimit = 0
    try {
      super(message)
    } finally {
      Error.stackTraceLimit = stackTraceLimit
    }
    this.name = 'HttpError'
    this.statusCode = statusCode
    this.errors = errors
  }
}
