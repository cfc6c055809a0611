import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_OWNER, E2E_RAZORPAY, type RazorpayE2eUrls } from './e2e/razorpay-e2e.ts'

// E2E_PORT lets two suites run side by side on one machine; each uses it and the next two ports.
const port = Number(process.env.E2E_PORT ?? 3100)
// The production server on a database of its own; started once for the whole run. The folder is
// kept in the environment because each test worker loads this file again: through it and
// `metadata.dataDir` the workers find the same database (e2e/mail-outbox.ts reads its mail).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'trippy-e2e-')))
// A second server with the Razorpay gateway on (e2e/payments.spec.ts), on a database of its own,
// paying through a local Razorpay (e2e/serve-with-razorpay.ts).
const razorpayDataDir = (process.env.E2E_RAZORPAY_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), 'trippy-e2e-razorpay-'),
))
const razorpay: RazorpayE2eUrls = {
  appUrl: `http://127.0.0.1:${port + 1}`,
  apiUrl: `http://127.0.0.1:${port + 2}`,
}
const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  // The tests play the site's proxy: a test gives itself a client address of its own with
  // X-Forwarded-For, so one test's per-address limits never reach another.
  TRUST_PROXY: '127.0.0.1,::1',
  DATABASE_URL: '',
  REDIS_URL: '',
  // The console's owner, created on start: tests record payments as the operator would.
  OWNER_EMAIL: E2E_OWNER.email,
  OWNER_PASSWORD: E2E_OWNER.password,
}
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/${port}`,
  // Two cores, and sign-up and password changes run Argon2 on purpose: give a journey a minute.
  timeout: 60_000,
  // Much of what the journeys check happens after hydration: allow a busy two-core machine time.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  metadata: { dataDir, razorpay },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'mobile',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: 'node ../server/src/server.ts',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    },
    {
      command: `node e2e/serve-with-razorpay.ts ${port + 2}`,
      url: `${razorpay.appUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(port + 1),
        DATA_DIR: razorpayDataDir,
        RAZORPAY_KEY_ID: E2E_RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: E2E_RAZORPAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: E2E_RAZORPAY.webhookSecret,
        RAZORPAY_API_URL: razorpay.apiUrl,
      },
    },
  ],
})
