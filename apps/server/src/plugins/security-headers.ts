import { randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce that the server-rendered inline scripts carry. */
    cspNonce: string
  }
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

export const securityHeadersPlugin = fp(
  async (app) => {
    app.decorateRequest('cspNonce', '')
    app.addHook('onRequest', async (request, reply) => {
      request.cspNonce = randomBytes(16).toString('base64')
      reply.headers({
        'content-security-policy': contentSecurityPolicy(request.cspNonce),
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'permissions-policy': 'camera=(), geolocation=(), microphone=(self)',
      })
    })
  },
  { name: 'security-headers' },
)
