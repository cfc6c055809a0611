import { randomBytes } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { gzipWithToken, spliceGzip } from './spliced-gzip.ts'

const page = (nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}">window.__ctx = {"trip":"Kedarnath ₹1,25,000 🏔️"}</script></head>` +
  `<body>${'<p>Himalayan treks and pilgrimages</p>'.repeat(2000)}<script nonce="${nonce}">start()</script></body></html>`

test('unzips to the page with the new token wherever the old one was', () => {
  const spliced = spliceGzip(page('RENDERED+NONCE+OF+24+CHR'), 'RENDERED+NONCE+OF+24+CHR')
  for (let i = 0; i < 5; i++) {
    const nonce = randomBytes(16).toString('base64')
    expect(gunzipSync(gzipWithToken(spliced, nonce) ?? Buffer.alloc(0)).toString()).toBe(
      page(nonce),
    )
  }
})

test('copes with the token at either end, twice in a row, or not at all', () => {
  for (const body of ['TOKENmiddleTOKEN', 'TOKENTOKEN', 'TOKEN', 'no token here', '']) {
    const spliced = spliceGzip(body, 'TOKEN')
    expect(gunzipSync(gzipWithToken(spliced, 'ab+c=') ?? Buffer.alloc(0)).toString()).toBe(
      body.replaceAll('TOKEN', 'ab+c='),
    )
  }
})

test('compresses later parts against the earlier ones, as gzip of the whole page would', () => {
  const text = Array.from(
    { length: 300 },
    (_, i) => `<li>Trek ${i}: Kedarnath, Badrinath</li>`,
  ).join('')
  const token = 'RENDERED+NONCE+OF+24+CHR'
  const nonce = randomBytes(16).toString('base64')
  const spliced = gzipWithToken(spliceGzip(`${text}${token}${text}`, token), nonce)
  expect(spliced?.length).toBeLessThan(gzipSync(`${text}${nonce}${text}`, { level: 9 }).length + 64)
})

test('gives nothing for a token of another length, so the caller compresses as usual', () => {
  expect(gzipWithToken(spliceGzip('a TOKEN b', 'TOKEN'), 'LONGER-TOKEN')).toBeUndefined()
})

test('never lets a later part point into a token', () => {
  // Text that repeats the token's neighbourhood invites matches across it.
  const body = 'nonce="TOKEN">abc nonce="TOKEN">abc nonce="TOKEN">abc'
  const out = gunzipSync(
    gzipWithToken(spliceGzip(body, 'TOKEN'), 'zzzzz') ?? Buffer.alloc(0),
  ).toString()
  expect(out).toBe(body.replaceAll('TOKEN', 'zzzzz'))
})
