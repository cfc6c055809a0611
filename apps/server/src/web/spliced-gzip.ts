import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A page compressed once, yet sent with a different token (the CSP nonce) in every response.
 *
 * The text between tokens is deflated once, each part ending on a byte boundary (a sync flush);
 * a response is those parts with the token between them as uncompressed ("stored") deflate
 * blocks, wrapped in a gzip header and trailer (RFC 1951 §3.2.4, RFC 1952). Compressing a cached
 * page again for every request cost more than everything else the server did for it.
 */
export type SplicedGzip = { parts: Buffer[]; deflated: Buffer[]; tokenLength: number }

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03])
/** An empty stored block marked final: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])
const MAX_STORED = 0xffff
const WINDOW = 32 * 1024

export function spliceGzip(body: string, token: string): SplicedGzip {
  const parts = body.split(token).map((part) => Buffer.from(part))
  const tokenLength = Buffer.byteLength(token)
  // Each part is compressed with the text before it as its dictionary, so it can still point
  // back into earlier parts. Tokens stand there as NUL bytes of the same length: the page never
  // holds a NUL, so no match can reach into a token, and every distance stays right whatever
  // token a response carries.
  const filler = Buffer.alloc(tokenLength)
  const deflated: Buffer[] = []
  let window = Buffer.alloc(0)
  for (const part of parts) {
    deflated.push(
      deflateRawSync(part, {
        level: 9,
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(window.length > 0 ? { dictionary: window } : {}),
      }),
    )
    const seen = Buffer.concat([window, part, filler])
    window = seen.subarray(Math.max(0, seen.length - WINDOW))
  }
  return { parts, deflated, tokenLength }
}

/**
 * The gzip bytes of the page with `token` in every place the render-time token was; undefined
 * when `token` is not as long as that one (the compressed distances depend on its length).
 */
export function gzipWithToken(page: SplicedGzip, token: string): Buffer | undefined {
  const tokenBytes = Buffer.from(token)
  if (tokenBytes.length !== page.tokenLength || tokenBytes.length > MAX_STORED) return undefined
  const stored = Buffer.alloc(5 + tokenBytes.length)
  stored.writeUInt8(0x00, 0)
  stored.writeUInt16LE(tokenBytes.length, 1)
  stored.writeUInt16LE(~tokenBytes.length & 0xffff, 3)
  tokenBytes.copy(stored, 5)

  const chunks: Buffer[] = [HEADER]
  let crc = 0
  let size = 0
  page.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(stored)
      crc = crc32(tokenBytes, crc)
      size += tokenBytes.length
    }
    chunks.push(page.deflated[index] ?? Buffer.alloc(0))
    crc = crc32(part, crc)
    size += part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  chunks.push(FINAL_BLOCK, trailer)
  return Buffer.concat(chunks)
}
