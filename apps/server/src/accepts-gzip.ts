import type { FastifyRequest } from 'fastify'

/**
 * Whether the client takes `encoding` (`gzip`, `br`), for answers the server keeps compressed
 * already. A listed encoding with `q=0` is refused, as RFC 9110 §12.5.3 says.
 */
export function acceptsEncoding(request: FastifyRequest, encoding: 'gzip' | 'br'): boolean {
  return (request.headers['accept-encoding'] ?? '').split(',').some((item) => {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase())
    return name === encoding && !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))
  })
}

/** Whether the client takes gzip, for answers the server keeps compressed already. */
export function acceptsGzip(request: FastifyRequest): boolean {
  return acceptsEncoding(request, 'gzip')
}
