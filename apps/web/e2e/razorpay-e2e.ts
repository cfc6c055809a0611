/**
 * Test-only keys of the local Razorpay (apps/server/test/razorpay-server.ts) that the second
 * end-to-end server pays through (playwright.config.ts, serve-with-razorpay.ts). Never real keys.
 */
export const E2E_RAZORPAY = {
  keyId: 'rzp_test_TrippyE2e0001',
  keySecret: 'e2e-razorpay-key-secret',
  webhookSecret: 'e2e-razorpay-webhook-secret',
} as const

/** The console owner the end-to-end servers create on start (OWNER_EMAIL, OWNER_PASSWORD). */
export const E2E_OWNER = {
  email: 'owner@e2e.test',
  password: 'e2e-owner-password-2026',
} as const

/** Where the Razorpay journey runs: the site with the gateway on, and the local Razorpay's API. */
export type RazorpayE2eUrls = { appUrl: string; apiUrl: string }
