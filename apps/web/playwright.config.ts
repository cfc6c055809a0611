import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// E2E_PORT lets two suites run side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 3100)
// The production server on a database of its own; started once for the whole run.
const dataDir = mkdtempSync(path.join(tmpdir(), 'trippy-e2e-'))
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
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
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
  webServer: {
    command: 'node ../server/src/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      // The tests play the site's proxy: a test gives itself a client address of its own with
      // X-Forwarded-For, so one test's per-address limits never reach another.
      TRUST_PROXY: '127.0.0.1,::1',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
})
