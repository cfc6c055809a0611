import type { CreateLeadBody } from '@trippy/contracts'
import { afterEach, expect, test, vi } from 'vitest'
import { sendLead } from './leads-api.ts'

const lead = { firstName: 'Asha', phone: '9876543210' } as CreateLeadBody

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status })))
}

afterEach(() => vi.unstubAllGlobals())

test('a lead the server took is sent', async () => {
  answer(201, { success: true, data: null, message: 'Thanks' })
  expect(await sendLead(lead)).toEqual({ status: 'sent' })
})

test('a refusal carries the server’s message and its field errors', async () => {
  answer(400, {
    success: false,
    message: 'Invalid input',
    errors: [{ path: 'phone', message: 'Please enter a valid phone number' }],
  })
  expect(await sendLead(lead)).toEqual({
    status: 'refused',
    message: 'Invalid input',
    errors: [{ path: 'phone', message: 'Please enter a valid phone number' }],
  })
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>', { status: 502 })))
  expect(await sendLead(lead)).toEqual({ status: 'refused', message: 'HTTP 502', errors: [] })
})

test('no answer is a network error', async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
  expect(await sendLead(lead)).toEqual({ status: 'network-error' })
})
