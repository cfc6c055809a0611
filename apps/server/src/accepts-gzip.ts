import type { FastifyRequest } from 'fastify'

/**
 * The smallest answer worth compressing: a smaller one arrives in the first round trip compressed
 * or not (TCP's initial window is about 14 KB), and a zlib stream per answer cost a quarter of the
 * booking rush's latency (p99 about 400 -> 300 ms without it).
 */
export const MIN_COMPRESSED_BYTES = 10_240

/**
 * Whether the client takes `encoding` (`gzip`, `br`), for answers the server keeps compressed
 * already. A listed encoding with `q=0` is refused, as RFC 9110 §12.5.3 says.
 */
export function acceptsEncoding(request: FastifyRequest, encoding: 'gzip' | 'br'): boolean {
  return takenEncodings(request.headers['accept-encoding'] ?? '').has(encoding)
}

// Browsers send a handful of distinct Accept-Encoding values: each is read once, not per request.
const MAX_REMEMBERED = 64
const remembered = new Map<string, ReadonlySet<string>>()

function takenEncodings(header: string): ReadonlySet<string> {
  const known = remembered.get(header)
  if (known) return known
  const taken = new Set<string>()
  for (const item of header.split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase())
    if (!parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))) taken.add(name)
  }
  if (remembered.size >= MAX_REMEMBERED) remembered.clear()
  remembered.set(header, taken)
  return taken
}

/** Whether the client takes gzip, for answers the server keeps compressed already. */
export function acceptsGzip(request: FastifyRequest): boolean {
  return acceptsEncoding(request, 'gzip')
}
