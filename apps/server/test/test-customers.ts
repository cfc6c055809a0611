import { randomBytes, randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/** For API tests of any feature: customers with unique emails and addresses (Redis is shared). */
export const TEST_PASSWORD = 'kedar-2026-trail'

export function uniqueEmail(name = 'walker'): string {
  return `${name}.${randomBytes(5).toString('hex')}@example.com`
}

export function uniqueAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`
}

export type TestCustomer = {
  id: string
  email: string
  token: string
  auth: { authorization: string }
}

/** Registers a customer through the API and signs them in. */
export async function signUpAndLogIn(
  app: FastifyInstance,
  details: { firstName?: string; email?: string; password?: string; language?: 'en' | 'hi' } = {},
): Promise<TestCustomer> {
  const email = details.email ?? uniqueEmail()
  const password = details.password ?? TEST_PASSWORD
  const registered = await app.inject({
    method: 'POST',
    url: '/api/customers/send-otp',
    remoteAddress: uniqueAddress(),
    payload: {
      firstName: details.firstName ?? 'Asha',
      lastName: 'Rawat',
      email,
      phone: '+91 98765 43210',
      password,
      ...(details.language ? { language: details.language } : {}),
    },
  })
  if (registered.statusCode !== 201) throw new Error(`register answered ${registered.body}`)
  const token = await logInAs(app, email, password)
  const { _id } = registered.json<{ data: { _id: string } }>().data
  return { id: _id, email, token, auth: { authorization: `Bearer ${token}` } }
}

export async function logInAs(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers/login',
    remoteAddress: uniqueAddress(),
    payload: { email, password },
  })
  if (response.statusCode !== 200) throw new Error(`login answered ${response.body}`)
  return response.json<{ data: { token: string } }>().data.token
}
