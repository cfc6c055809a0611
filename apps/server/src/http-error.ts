import type { FieldError } from '@trippy/contracts'

/** An error whose message is safe to show the caller; the one way a route rejects a request. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly errors: FieldError[] | undefined

  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    super(message)
    this.name = 'HttpError'
    this.statusCode = statusCode
    this.errors = errors
  }
}
