import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as pause } from 'node:timers/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { generate } from 'otplib'
import { expect, test } from './fixtures.ts'
import { E2E_OWNER } from './razorpay-e2e.ts'

/**
 * The console owner's second factor in end-to-end tests: what their authenticator app and their
 * drawer of recovery codes would hold, shared by every test worker through a file beside the
 * server's database, with a lock file, since one owner signs in from tests running in parallel.
 * A code's time step is good once, so a sign-in takes the code of now, or of the next step when
 * now's is used (the server takes one step either side), or else a recovery code.
 */
type OwnerState = { secret: string; lastStep: number; recoveryCodes: string[]; token: string }

/** Which end-to-end server: the site, or the one with the Razorpay gateway on. */
export type E2eServer = 'main' | 'razorpay'

const PERIOD = 30
/** The main server's data folder, which every worker finds through the config's metadata. */
function dir(): string {
  const dataDir: unknown = test.info().config.metadata.dataDir
  if (typeof dataDir !== 'string') throw new Error('playwright.config.ts sets no metadata.dataDir')
  return dataDir
}
const statePath = (server: E2eServer) => path.join(dir(), `owner-second-factor-${server}.json`)

export const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD)

/** The code an authenticator app shows for `secret` at `step`. */
export function totpCode(secret: string, step = currentStep()): Promise<string> {
  return generate({ secret, epoch: step * PERIOD })
}

async function withLock<T>(server: E2eServer, run: () => Promise<T>): Promise<T> {
  const lock = path.join(dir(), `owner-second-factor-${server}.lock`)
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (Date.now() > deadline) {
        throw new Error(`the owner's sign-in lock is held: ${lock}`, { cause: error })
      }
      await pause(50)
    }
  }
  try {
    return await run()
  } finally {
    rmSync(lock, { force: true })
  }
}

function readState(server: E2eServer): OwnerState | null {
  try {
    return JSON.parse(readFileSync(statePath(server), 'utf8')) as OwnerState
  } catch {
    return null
  }
}

type SecondStep = { code: string; step: number } | { recoveryCode: string }

async function nextSecondStep(state: OwnerState): Promise<SecondStep> {
  const step = Math.max(currentStep(), state.lastStep + 1)
  if (step <= currentStep() + 1) return { code: await totpCode(state.secret, step), step }
  const recoveryCode = state.recoveryCodes.shift()
  if (!recoveryCode) throw new Error('the e2e owner has used every recovery code')
  return { recoveryCode }
}

function spent(state: OwnerState, second: SecondStep): OwnerState {
  return 'step' in second ? { ...state, lastStep: second.step } : state
}

/** Signs the owner in through the API, both steps, enrolling them the first time. */
async function signInByApi(
  request: APIRequestContext,
  known: OwnerState | null,
  headers: Record<string, string> = {},
) {
  const first = await request.post('/api/console/login', { data: E2E_OWNER, headers })
  expect(first.status()).toBe(200)
  const { data } = (await first.json()) as { data: { challenge: string; secret?: string } }
  const state = data.secret
    ? { secret: data.secret, lastStep: 0, recoveryCodes: [], token: '' }
    : known
  if (!state) throw new Error('the e2e owner has enrolled, but their secret is lost')
  const second = await nextSecondStep(state)
  const answer = await request.post('/api/console/login/totp', {
    data: { challenge: data.challenge, ...second, step: undefined },
    headers,
  })
  expect(answer.status()).toBe(200)
  const signedIn = (await answer.json()) as { data: { token: string; recoveryCodes?: string[] } }
  return {
    ...spent(state, second),
    token: signedIn.data.token,
    recoveryCodes: signedIn.data.recoveryCodes ?? state.recoveryCodes,
  }
}

/**
 * A console token of the owner on `server` (`request` must point at it), signed in once per run
 * and kept: the API calls of every test share it, as one browser's tabs would.
 */
export async function ownerToken(
  request: APIRequestContext,
  server: E2eServer = 'main',
): Promise<string> {
  return withLock(server, async () => {
    const known = readState(server)
    if (known?.token) return known.token
    const state = await signInByApi(request, known)
    writeFileSync(statePath(server), JSON.stringify(state))
    return state.token
  })
}

/**
 * A console session of the owner's own, as another browser would start (`headers` say where from,
 * e.g. an X-Forwarded-For), apart from the shared token: a test may end it.
 */
export async function ownerSessionElsewhere(
  request: APIRequestContext,
  headers: Record<string, string>,
  server: E2eServer = 'main',
): Promise<string> {
  return withLock(server, async () => {
    const known = readState(server)
    const state = await signInByApi(request, known, headers)
    writeFileSync(statePath(server), JSON.stringify({ ...state, token: known?.token ?? '' }))
    return state.token
  })
}

/**
 * On the console's code step after the owner's password: types the next code (or a recovery
 * code) and waits until the page has left the sign-in.
 */
export async function enterOwnerCode(page: Page, server: E2eServer = 'main') {
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeFocused()
  await withLock(server, async () => {
    const state = readState(server)
    if (!state) throw new Error('sign the e2e owner in with ownerToken first')
    const second = await nextSecondStep(state)
    if ('code' in second) {
      await page.getByLabel('6-digit code').fill(second.code)
    } else {
      await page.getByRole('button', { name: 'Use a recovery code' }).click()
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(second.recoveryCode)
    }
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).not.toHaveURL(/\/console\/login/)
    writeFileSync(statePath(server), JSON.stringify(spent(state, second)))
  })
}

/**
 * On the console's enrolment step (a member's first sign-in): reads the secret shown, types the
 * code an app would show for it, and goes past the recovery codes. Answers what the member saved.
 */
export async function enrolInConsole(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }),
  ).toBeFocused()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
  const step = currentStep()
  await page.getByLabel('6-digit code').fill(await totpCode(secret, step))
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Save your recovery codes' }),
  ).toBeFocused()
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents()
  await page.getByRole('button', { name: 'I have saved them: continue' }).click()
  return { secret, step, recoveryCodes }
}
