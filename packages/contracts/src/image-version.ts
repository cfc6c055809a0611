import { createHash } from 'node:crypto'

/**
 * The version of an image the web build ships, from its bytes: `/images/x.svg?v=<version>`.
 * The web build writes it into the URLs its pages hold, the server into the catalogue's, and the
 * server caches a request for a year only when its `v` is the file's version. Node only.
 */
export function imageVersion(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 12)
}
