import type { FastifyRequest } from 'fastify'

/** Whether the client takes gzip, for answers the server keeps compressed already. */
export function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
}
