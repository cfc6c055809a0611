import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { createLeastRecentlyUsed } from '../least-recently-used.ts'

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
 * What Razorpay Checkout needs on a page (DESIGN §8.2): its script, the frames it opens (the
 * payment form is served by api.razorpay.com) and the calls it makes from the page.
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

function isPage(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type')
  const policy = reply.getHeader('content-security-policy')
  return (
    typeof type === 'string' &&
    type.startsWith('text/html') &&
    typeof policy === 'string' &&
    policy !== STRICT_CONTENT_SECURITY_POLICY
  )
}

/**
 * With Razorpay configured, a page may load Checkout (script and frames), and Checkout's own
 * windows (a bank's page for net banking, 3-D Secure) may keep talking to the page that opened
 * them, which `same-origin` would cut off. Added when sent, so cached pages stay the same bytes.
 */
function allowGatewayOnPage(reply: FastifyReply, withGateway: GatewayPolicies): void {
  const policy = String(reply.getHeader('content-security-policy'))
  let allowed = withGateway.get(policy)
  if (allowed === undefined) {
    allowed = allowRazorpayCheckout(policy)
    withGateway.set(policy, allowed)
  }
  reply.header('content-security-policy', allowed)
  reply.header('cross-origin-opener-policy', 'same-origin-allow-popups')
}

/**
 * Each page's policy with Razorpay's sources, by the page's own policy: worked out once per page
 * (its scripts' hashes make it its own), not on every answer (6 µs each, a sixth of a cached one).
 */
type GatewayPolicies = ReturnType<typeof createLeastRecentlyUsed<string>>

/**
 * Headers every answer carries. Pages replace the CSP with their own (web.plugin.ts), which lets
 * Razorpay Checkout in when the gateway is configured. API answers
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
    const withGateway: GatewayPolicies = createLeastRecentlyUsed(500)
    // Callback hooks, not async ones: they run on every request and need no promise.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(common)
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
      done()
    })
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.headers.authorization !== undefined || request.customer)
        reply.header('cache-control', 'no-store')
      // Payments register after this plugin: whether the gateway is on is known by request time.
      if (app.hasDecorator('payments') && app.payments.gateway && isPage(reply))
        allowGatewayOnPage(reply, withGateway)
      done(null, payload)
    })
  },
  { name: 'security-headers', dependencies: ['env'] },
)
