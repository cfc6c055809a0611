import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { acceptsGzip } from '../accepts-gzip.ts'
import { createLeastRecentlyUsed } from '../least-recently-used.ts'
import { shareRuns } from '../share-runs.ts'

/** A serialised answer, kept until the catalogue version changes. */
export type CachedAnswer = { version: string; etag: string; json: Buffer; gzip: Buffer }

/**
 * Serialises each distinct catalogue answer once per catalogue version and keeps it, with its
 * gzip and ETag, so unchanged answers are neither queried, serialised nor compressed again.
 * Least recently used entries go first once `maxEntries` is reached. Requests that miss the same
 * answer at the same time (all of them, right after a booking changes the catalogue) share one
 * query.
 */
export function createAnswerCache(maxEntries = 500) {
  const entries = createLeastRecentlyUsed<CachedAnswer>(maxEntries)
  const producing = shareRuns<CachedAnswer>()

  /** The answer stored under `key` for `version`, if there is one. */
  const stored = (key: string, version: string): CachedAnswer | undefined => {
    const hit = entries.get(key)
    return hit && hit.version === version ? hit : undefined
  }

  return {
    stored,
    async get(
      key: string,
      version: string,
      produce: () => Promise<unknown>,
    ): Promise<CachedAnswer> {
      const hit = stored(key, version)
      if (hit) return hit
      return producing(`${version} ${key}`, async () => {
        const json = Buffer.from(JSON.stringify(await produce()))
        const etag = `W/"${version}-${createHash('sha1').update(json).digest('base64url').slice(0, 16)}"`
        const answer = { version, etag, json, gzip: gzipSync(json) }
        entries.set(key, answer)
        return answer
      })
    },
    get size() {
      return entries.size
    },
  }
}

/** Sends a cached answer: 304 when the client holds it already, gzip when the client takes it. */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
) {
  reply.header('etag', answer.etag)
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300')
  reply.header('vary', 'accept-encoding')
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send()
  reply.type('application/json; charset=utf-8')
  if (acceptsGzip(request)) {
    reply.header('content-encoding', 'gzip')
    return reply.send(answer.gzip)
  }
  return reply.send(answer.json)
}
