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

/**
 * What Razorpay Checkout needs on a page: its script, the frames it opens (the payment form is
 * served by api.razorpay.com) and the calls it makes from the page.
 */
export const RAZORPAY_CHECKOUT_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://checkout.razorpay.com'],
  'frame-src': ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
}

/**
 * A page policy that also lets Razorpay Checkout run: its sources are added to the directives
 * it needs, and a directive the policy leaves to `default-src` starts from `'self'`.
 */
export function allowRazorpayCheckout(policy: string): string {
  const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/))
  for (const [name, sources] of Object.entries(RAZORPAY_CHECKOUT_SOURCES)) {
    const directive = directives.find(([directiveName]) => directiveName === name)
    if (directive) directive.push(...sources.filter((source) => !directive.includes(source)))
    else directives.push([name, "'self'", ...sources])
  }
  return directives.map((directive) => directive.join(' ')).join('; ')
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
 * The security headers of a server-rendered page, in place of the common ones: its policy, and
 * with Razorpay configured, Checkout's sources in it and a COOP that lets Checkout's own windows
 * (a bank's page for net banking, 3-D Secure) keep talking to the page that opened them, which
 * `same-origin` would cut off. Worked out when the page is rendered, so a cached page keeps them.
 */
export function pageSecurityHeaders(
  scriptHashes: readonly string[],
  { razorpayCheckout }: { razorpayCheckout: boolean },
): [string, string][] {
  const policy = pageContentSecurityPolicy(scriptHashes)
  if (!razorpayCheckout) return [['content-security-policy', policy]]
  return [
    ['content-security-policy', allowRazorpayCheckout(policy)],
    ['cross-origin-opener-policy', 'same-origin-allow-popups'],
  ]
}

/**
 * Headers every answer carries. Pages replace the CSP with their own (`pageSecurityHeaders`, from
 * web.plugin.ts), which lets Razorpay Checkout in when the gateway is configured. API answers
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
    // Callback hooks, not async ones: they run on every request and need no promise.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(common)
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
      done()
    })
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.headers.authorization !== undefined || request.customer)
        reply.header('cache-control', 'no-store')
      done(null, payload)
    })
  },
  { name: 'security-headers', dependencies: ['env'] },
)
