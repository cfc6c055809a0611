import type { ErrorEnvelope } from '@trippy/contracts'
import { API_MESSAGES } from '@trippy/contracts/api-messages'
import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { HttpError } from '../http-error.ts'

/** Fastify's own client errors, reworded for people; anything else 4xx keeps a generic text. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
}

function toEnvelope(error: FastifyError | HttpError): { status: number; body: ErrorEnvelope } {
  if (error instanceof HttpError) {
    const body: ErrorEnvelope = { success: false, message: error.message }
    if (error.errors) body.errors = error.errors
    return { status: error.statusCode, body }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      body: {
        success: false,
        message: API_MESSAGES.invalidInput,
        errors: error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
        })),
      },
    }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const message =
      clientErrorMessages[error.code] ??
      (error instanceof SyntaxError ? 'Malformed JSON in request body' : 'Bad request')
    return { status, body: { success: false, message } }
  }
  return {
    status: 500,
    body: { success: false, message: API_MESSAGES.somethingWrong },
  }
}

/**
 * The one path every error takes: the envelope (docs/http-contract.md), never a stack or internal
 * text.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const { status, body } = toEnvelope(error)
      if (status >= 500) {
        request.log.error(
          { err: error, method: request.method, url: request.url, params: request.params },
          'Request failed',
        )
      }
      return reply.status(status).send(body)
    })
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      return reply.status(404).send({
        success: false,
        message: `No API route for ${request.method} ${request.url.split('?')[0]}`,
      })
    })
  },
  { name: 'error-handler', dependencies: ['rate-limit'] },
)
