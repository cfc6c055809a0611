import { pipeline, type Readable } from 'node:stream'
import { promisify } from 'node:util'
import { createGzip, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { acceptsGzip, MIN_COMPRESSED_BYTES } from '../accepts-gzip.ts'

const gzipAsync = promisify(gzip)

const COMPRESSIBLE = /^text\/|^application\/(json|xml|javascript)|\+(json|xml)\b/

/**
 * The page routes send stored pages in the encoding they were stored in, so @fastify/compress
 * does not run there (SENDS_STORED_ANSWERS). What they send without storing it (a 404 page, an
 * action's answer, the sitemap) is gzipped here instead for a client that takes it: a page on
 * libuv's pool, anything streamed as it streams.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | Readable,
): Promise<FastifyReply> {
  const type = String(reply.getHeader('content-type') ?? '')
  const small = Buffer.isBuffer(body) && body.length < MIN_COMPRESSED_BYTES
  if (small || !COMPRESSIBLE.test(type) || reply.hasHeader('content-encoding'))
    return reply.send(body)
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
  if (!acceptsGzip(request)) return reply.send(body)
  reply.header('content-encoding', 'gzip').removeHeader('content-length')
  if (Buffer.isBuffer(body)) return reply.send(await gzipAsync(body))
  // An error on either side destroys both, and Fastify ends the answer.
  return reply.send(pipeline(body, createGzip(), () => undefined))
}
