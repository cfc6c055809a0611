import type { StaffRole } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { createTestApp } from '../../../test/test-app.ts'
import { uniqueAddress, uniqueEmail } from '../../customers/test-customers.ts'

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

/** Signs in to the console from an address of its own; throws unless it answers 200. */
export async function signInStaff(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ id: string; token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/console/login',
    remoteAddress: uniqueAddress(),
    payload: { email, password },
  })
  if (response.statusCode !== 200) throw new Error(`console login answered ${response.body}`)
  const { token, staff } = response.json<{ data: { token: string; staff: { _id: string } } }>().data
  return { id: staff._id, token }
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
