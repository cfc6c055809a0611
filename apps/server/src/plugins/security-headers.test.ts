import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { createFakeWebBuild } from '../../test/fake-web-build.ts'
import { createTestApp } from '../../test/test-app.ts'
import { signUpAndLogIn } from '../../test/test-customers.ts'
import {
  allowRazorpayCheckout,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  STRICT_CONTENT_SECURITY_POLICY,
} from './security-headers.ts'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

test('gives API answers one fixed strict CSP, the same on every request', async () => {
  const app = await createTestApp()
  const first = await app.inject({ method: 'GET', url: '/api/health' })
  const second = await app.inject({ method: 'GET', url: '/api/no-such-thing' })
  expect(first.headers['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  )
  expect(second.headers['content-security-policy']).toBe(STRICT_CONTENT_SECURITY_POLICY)
  expect(first.headers['x-content-type-options']).toBe('nosniff')
  expect(first.headers['x-frame-options']).toBe('DENY')
  expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
})

test('sends HSTS only when the public address is https', async () => {
  const secure = await createTestApp({ PUBLIC_URL: 'https://trippy.example' })
  const plain = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' })
  const url = '/api/health'
  expect((await secure.inject({ url })).headers['strict-transport-security']).toBe(
    'max-age=31536000; includeSubDomains',
  )
  expect((await plain.inject({ url })).headers['strict-transport-security']).toBeUndefined()
})

test('lets no cache keep an answer to a signed-in customer, or one that carries a token', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const own = await app.inject({ url: `/api/customers/${customer.id}`, headers: customer.auth })
  expect(own.statusCode).toBe(200)
  expect(own.headers['cache-control']).toBe('no-store')
  const bookings = await app.inject({ url: '/api/bookings', headers: customer.auth })
  expect(bookings.headers['cache-control']).toBe('no-store')
  const refused = await app.inject({
    url: '/api/bookings',
    headers: { authorization: 'Bearer not-a-token' },
  })
  expect(refused.statusCode).toBe(401)
  expect(refused.headers['cache-control']).toBe('no-store')
  // The catalogue is public, unless the request carries credentials.
  const anonymous = await app.inject({ url: '/api/packages' })
  expect(anonymous.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300')
  const withToken = await app.inject({ url: '/api/packages', headers: customer.auth })
  expect(withToken.headers['cache-control']).toBe('no-store')
})

test('lets no cache keep an answer about a customer, such as a login', async () => {
  const app = await createTestApp()
  const customer = await signUpAndLogIn(app)
  const login = await app.inject({
    method: 'POST',
    url: '/api/customers/login',
    payload: { email: customer.email, password: 'wrong-password-1' },
  })
  expect(login.headers['cache-control']).toBe('no-store')
  const health = await app.inject({ url: '/api/health' })
  expect(health.headers['cache-control']).toBe('no-store')
})

test('hashes inline scripts as a browser reads them, skipping external ones', () => {
  const html =
    '<script>a()</script><SCRIPT type="module" async="">import "/x.js"</SCRIPT >' +
    '<script src="/assets/entry.js"></script><script>a()</script>' +
    '<script>b()\r\nc()\0</script><script type="application/ld+json">{"@type":"Trip"}</script>'
  expect(inlineScriptHashes(html)).toEqual([
    sha256('a()'),
    sha256('import "/x.js"'),
    sha256('b()\nc()\uFFFD'),
    sha256('{"@type":"Trip"}'),
  ])
})

const RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_TrippyLocal01',
  RAZORPAY_KEY_SECRET: 'local-key-secret-123',
  RAZORPAY_WEBHOOK_SECRET: 'local-webhook-secret-456',
}

/** A page and an API answer of an app serving a (fake) web build, with or without Razorpay. */
async function pageAndApiHeaders(overrides: Record<string, string> = {}) {
  const build = await createFakeWebBuild()
  const app = await createTestApp({ WEB_BUILD_DIR: build.dir, ...overrides }, { web: true })
  const headers = { 'accept-encoding': 'identity' }
  // Twice: the second answer is the cached page, which must carry the same policy.
  const first = await app.inject({ url: '/treks', headers })
  const cached = await app.inject({ url: '/treks', headers })
  expect(cached.headers['x-page-cache']).toBe('hit')
  expect(cached.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
  const api = await app.inject({ url: '/api/health' })
  return { page: first, api, hashes: inlineScriptHashes(first.body) }
}

test('lets pages load Razorpay Checkout, its frames and its calls when the gateway is configured', async () => {
  const { page, api, hashes } = await pageAndApiHeaders(RAZORPAY_KEYS)
  const policy = String(page.headers['content-security-policy'])
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((item) => item.startsWith(`${name} `))
      ?.split(' ')
  expect(directive('script-src')).toEqual([
    'script-src',
    "'self'",
    ...hashes.map((hash) => `'${hash}'`),
    'https://checkout.razorpay.com',
  ])
  expect(directive('frame-src')).toEqual([
    'frame-src',
    "'self'",
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
  ])
  expect(directive('connect-src')).toEqual([
    'connect-src',
    "'self'",
    'https://api.razorpay.com',
    'https://lumberjack.razorpay.com',
  ])
  // Everything else as without the gateway; Checkout's windows may still reach the page.
  expect(policy).toBe(allowRazorpayCheckout(pageContentSecurityPolicy(hashes)))
  expect(policy).toContain("object-src 'none'; base-uri 'self'; form-action 'self'")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  expect(api.headers['content-security-policy']).toBe(STRICT_CONTENT_SECURITY_POLICY)
  expect(api.headers['cross-origin-opener-policy']).toBe('same-origin')
})

test('lets no Razorpay source into a page without the gateway', async () => {
  const { page, api, hashes } = await pageAndApiHeaders()
  expect(page.headers['content-security-policy']).toBe(pageContentSecurityPolicy(hashes))
  expect(page.headers['content-security-policy']).not.toContain('razorpay')
  expect(page.headers['content-security-policy']).not.toContain('frame-src')
  expect(page.headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(api.headers['content-security-policy']).toBe(STRICT_CONTENT_SECURITY_POLICY)
})

test('adds the Razorpay sources to a page policy once, leaving the rest as it was', () => {
  const policy = "default-src 'self'; script-src 'self' 'sha256-abc'; connect-src 'self'"
  const allowed = allowRazorpayCheckout(policy)
  expect(allowed).toBe(
    "default-src 'self'; script-src 'self' 'sha256-abc' https://checkout.razorpay.com; " +
      "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com; " +
      "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com",
  )
  expect(allowRazorpayCheckout(allowed)).toBe(allowed)
})
