import type { StaffRole } from '@trippy/contracts'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { generate } from 'otplib'
import { createTestApp } from './test-app.ts'
import { uniqueAddress, uniqueEmail } from './test-customers.ts'

/** For API tests of any console feature: the owner every console test app starts with. */
export const TEST_OWNER = {
  email: 'owner@trippy.example.com',
  password: 'kedarkantha-summit-2026',
  name: 'Meera Negi',
} as const

export type TestStaff = {
  id: string
  email: string
  password: string
  role: StaffRole
  token: string
  auth: { authorization: string }
}

/** A test app whose environment creates TEST_OWNER on start, as OWNER_EMAIL does in production. */
export function createConsoleApp(overrides: Record<string, string> = {}) {
  return createTestApp({
    OWNER_EMAIL: TEST_OWNER.email,
    OWNER_PASSWORD: TEST_OWNER.password,
    OWNER_NAME: TEST_OWNER.name,
    ...overrides,
  })
}

/** A member's second factor as their authenticator app (and their drawer) would hold it. */
export type TestSecondFactor = { secret: string; lastStep: number; recoveryCodes: string[] }

const secondFactors = new WeakMap<FastifyInstance, Map<string, TestSecondFactor>>()

/** The second factor a test sign-in set up for `email` on `app`, if it did. */
export function secondFactorOf(app: FastifyInstance, email: string): TestSecondFactor | undefined {
  return secondFactors.get(app)?.get(email)
}

export const TOTP_PERIOD = 30

export function currentStep(): number {
  return Math.floor(Date.now() / 1000 / TOTP_PERIOD)
}

/** The code an authenticator app shows for `secret` at time step `step` (now by default). */
export function totpCode(secret: string, step = currentStep()): Promise<string> {
  return generate({ secret, epoch: step * TOTP_PERIOD })
}

/** Where a test sign-in comes from: its address and headers (a User-Agent, a cookie). */
export type SignInBrowser = { remoteAddress?: string; headers?: Record<string, string> }

type SecondStep = { code: string; step: number } | { recoveryCode: string }

/**
 * What a member types at the second step: the code of now, or of the next step when now's was
 * used (the server takes one step either side), or a recovery code when both were.
 */
async function nextSecondStep(factor: TestSecondFactor): Promise<SecondStep> {
  const step = Math.max(currentStep(), factor.lastStep + 1)
  if (step <= currentStep() + 1) return { code: await totpCode(factor.secret, step), step }
  const recoveryCode = factor.recoveryCodes.shift()
  if (!recoveryCode) throw new Error('the test member has used every code it had')
  return { recoveryCode }
}

/**
 * Signs in to the console from an address of its own, both steps: the password, then a code
 * computed from the secret (set up here at a member's first sign-in, as they would in the
 * console). Throws unless both answer 200.
 */
export async function signInStaff(
  app: FastifyInstance,
  email: string,
  password: string,
  browser: SignInBrowser = {},
): Promise<{ id: string; token: string; answer: LightMyRequestResponse }> {
  const remoteAddress = browser.remoteAddress ?? uniqueAddress()
  const headers = browser.headers ?? {}
  const response = await app.inject({
    method: 'POST',
    url: '/api/console/login',
    remoteAddress,
    headers,
    payload: { email, password },
  })
  if (response.statusCode !== 200) throw new Error(`console login answered ${response.body}`)
  const first = response.json<{ data: { challenge: string; secret?: string } }>().data
  const known = secondFactors.get(app) ?? new Map<string, TestSecondFactor>()
  secondFactors.set(app, known)
  const factor: TestSecondFactor | undefined = first.secret
    ? { secret: first.secret, lastStep: 0, recoveryCodes: [] }
    : known.get(email)
  if (!factor) throw new Error(`no second factor known for ${email}`)
  const second = await nextSecondStep(factor)
  const answer = await app.inject({
    method: 'POST',
    url: '/api/console/login/totp',
    remoteAddress,
    headers,
    payload:
      'code' in second
        ? { challenge: first.challenge, code: second.code }
        : { challenge: first.challenge, recoveryCode: second.recoveryCode },
  })
  if (answer.statusCode !== 200) throw new Error(`console code answered ${answer.body}`)
  const { token, staff, recoveryCodes } = answer.json<{
    data: { token: string; staff: { _id: string }; recoveryCodes?: string[] }
  }>().data
  if ('step' in second) factor.lastStep = second.step
  if (recoveryCodes) factor.recoveryCodes = recoveryCodes
  known.set(email, factor)
  return { id: staff._id, token, answer }
}

/** Signs in as TEST_OWNER, on an app from createConsoleApp. */
export async function signInOwner(app: FastifyInstance): Promise<TestStaff> {
  const { id, token } = await signInStaff(app, TEST_OWNER.email, TEST_OWNER.password)
  return {
    id,
    email: TEST_OWNER.email,
    password: TEST_OWNER.password,
    role: 'owner',
    token,
    auth: bearer(token),
  }
}

/** The owner adds a member with this role; answers them signed in with their one-time password. */
export async function createStaffMember(
  app: FastifyInstance,
  role: StaffRole = 'staff',
): Promise<TestStaff> {
  const owner = await signInOwner(app)
  const email = uniqueEmail(role)
  const response = await app.inject({
    method: 'POST',
    url: '/api/console/staff',
    headers: owner.auth,
    payload: { email, name: 'Kiran Bisht', role },
  })
  if (response.statusCode !== 201) throw new Error(`adding staff answered ${response.body}`)
  const { password } = response.json<{ data: { password: string } }>().data
  const { id, token } = await signInStaff(app, email, password)
  return { id, email, password, role, token, auth: bearer(token) }
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}
