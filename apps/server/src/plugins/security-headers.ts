import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'

/**
 * The policy of every answer that is not a page (JSON, files, errors): nothing in it may load or
 * run anything. Fixed, so it costs nothing per request.
 */
export const STRICT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** One year, subdomains included: sent only when the site's public address is https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/**
 * The policy of a server-rendered page: scripts from this origin, and exactly the inline scripts
 * the page carries, by hash. No nonce, so a page's bytes are the same for every visitor and can
 * be cached and compressed once.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    // React sets style attributes (carousel offsets, animation delays); no inline style elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * `sha256-…` of every inline script in an HTML page, in order, without repeats. A browser hashes
 * the script's text as its HTML parser read it: line breaks as LF, NUL as U+FFFD.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const parsed = text.replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD')
    hashes.add(`sha256-${createHash('sha256').update(parsed).digest('base64')}`)
  }
  return [...hashes]
}

/**
 * Headers every answer carries. Pages replace the CSP with their own (web.plugin.ts). API answers
 * are `no-store` unless a route declares them public (the catalogue), and an answer to a request
 * that carries credentials, or that went through `requireCustomer`, is `no-store` whatever the
 * route said: no shared or browser cache keeps a customer's data or token.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const https = new URL(app.env.PUBLIC_URL).protocol === 'https:'
    const common: Record<string, string> = {
      'content-security-policy': STRICT_CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), geolocation=(), microphone=(self)',
      ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
    }
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(common)
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
    })
    app.addHook('onSend', async (request, reply) => {
      if (request.headers.authorization !== undefined || request.customer)
        reply.header('cache-control', 'no-store')
    })
  },
  { name: 'security-headers', dependencies: ['env'] },
)
