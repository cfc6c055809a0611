import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { z } from 'zod'
import {
  api,
  ApiError,
  onSessionCleared,
  readStoredCustomerData,
  readStoredSession,
  storeCustomerData,
  storeSession,
} from './api-client.ts'

class MemoryStorage {
  private items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

type FetchCall = { url: string; init: RequestInit }
let calls: FetchCall[]

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    )
  })
}

beforeEach(() => {
  calls = []
  vi.stubGlobal('window', { localStorage: new MemoryStorage() })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

test('sends JSON with the stored bearer token and resolves to the envelope', async () => {
  storeSession({ userId: '0123456789abcdef01234567', token: 'the-token' })
  answer(200, { success: true, data: { ok: 1 }, message: 'Done' })
  const envelope = await api.put<{ ok: number }>('/api/things/1', { name: 'Asha' })
  expect(envelope).toEqual({ success: true, data: { ok: 1 }, message: 'Done' })
  const headers = new Headers(calls[0]?.init.headers)
  expect(calls[0]?.init.method).toBe('PUT')
  expect(headers.get('authorization')).toBe('Bearer the-token')
  expect(headers.get('content-type')).toBe('application/json')
  expect(calls[0]?.init.body).toBe('{"name":"Asha"}')
})

test('sends no authorization header without a stored session', async () => {
  answer(200, { success: true, data: [] })
  await api.get('/api/things')
  expect(new Headers(calls[0]?.init.headers).has('authorization')).toBe(false)
})

test('leaves the content type of a form upload to the browser', async () => {
  answer(201, { success: true, data: null })
  const form = new FormData()
  form.set('photo', 'bytes')
  await api.post('/api/uploads', form)
  expect(calls[0]?.init.body).toBe(form)
  expect(new Headers(calls[0]?.init.headers).has('content-type')).toBe(false)
})

test('gives up after 10,000 ms with a timeout error', async () => {
  vi.useFakeTimers()
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      }),
  )
  let settled: unknown = 'pending'
  const call = api.get('/api/slow').catch((error: unknown) => {
    settled = error
  })
  await vi.advanceTimersByTimeAsync(9_999)
  expect(settled).toBe('pending')
  await vi.advanceTimersByTimeAsync(1)
  await call
  expect(settled).toBeInstanceOf(ApiError)
  expect(settled).toMatchObject({ kind: 'timeout', status: 0 })
})

test('any 401 forgets the stored user id, token and customer data', async () => {
  storeSession({ userId: '0123456789abcdef01234567', token: 'stale' })
  storeCustomerData({ _id: '0123456789abcdef01234567', firstName: 'Asha' })
  const cleared = vi.fn()
  const stop = onSessionCleared(cleared)
  answer(401, { success: false, message: 'Session expired. Please login again.' })
  await expect(api.get('/api/wishlist')).rejects.toMatchObject({
    status: 401,
    message: 'Session expired. Please login again.',
    fromServer: true,
  })
  expect(readStoredSession()).toBeNull()
  expect(readStoredCustomerData()).toBeNull()
  expect(cleared).toHaveBeenCalledOnce()
  stop()
})

test('keeps the session on other errors and hands over field errors', async () => {
  storeSession({ userId: '0123456789abcdef01234567', token: 'kept' })
  answer(400, {
    success: false,
    message: 'Invalid input',
    errors: [
      { path: 'phone', message: 'Please enter a valid phone number' },
      { path: 'phone', message: 'second message' },
    ],
  })
  const error = await api.post('/api/x', {}).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).fieldErrors()).toEqual({ phone: 'Please enter a valid phone number' })
  expect(readStoredSession()).toEqual({ userId: '0123456789abcdef01234567', token: 'kept' })
})

test('reports a network failure and an answer that is not our envelope', async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
  await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'network', status: 0 })
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>', { status: 502 })))
  await expect(api.get('/api/x')).rejects.toMatchObject({
    kind: 'http',
    status: 502,
    fromServer: false,
  })
})

test('a given token replaces the customer’s, and its 401 leaves the customer’s session alone', async () => {
  storeSession({ userId: '0123456789abcdef01234567', token: 'customer-token' })
  answer(401, { success: false, message: 'Please sign in to the console' })
  const failure = await api
    .get('/api/console/me', { token: 'staff-token' })
    .catch((e: unknown) => e)
  expect(failure).toBeInstanceOf(ApiError)
  expect((failure as ApiError).message).toBe('Please sign in to the console')
  expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer staff-token')
  expect(readStoredSession()).toEqual({
    userId: '0123456789abcdef01234567',
    token: 'customer-token',
  })
})

test('reads a file as bytes, and an error answer as an ApiError', async () => {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return Promise.resolve(new Response('a,b\n1,2\n', { headers: { 'content-type': 'text/csv' } }))
  })
  const blob = await api.blob('/api/console/bookings.csv', { token: 'staff-token' })
  expect(await blob.text()).toBe('a,b\n1,2\n')
  answer(404, { success: false, message: 'Booking not found' })
  await expect(api.blob('/api/console/bookings/x/invoice.pdf', { token: 't' })).rejects.toThrow(
    'Booking not found',
  )
})

test('parses the answer’s data with the schema the caller passes', async () => {
  answer(200, { success: true, data: [{ id: 'a', seats: '2' }], message: 'Here' })
  const Seats = z.array(z.object({ id: z.string(), seats: z.coerce.number() }))
  const envelope = await api.get('/api/things', { schema: Seats })
  // What the schema made of it, not the raw JSON: the seats came as text and are numbers now.
  expect(envelope).toEqual({ success: true, data: [{ id: 'a', seats: 2 }], message: 'Here' })
})

test('an answer that does not match the schema is a clean ApiError, not a crash later', async () => {
  storeSession({ userId: '0123456789abcdef01234567', token: 'kept' })
  answer(200, { success: true, data: [{ id: 7 }] })
  const failure = await api
    .get('/api/things', { schema: z.array(z.object({ id: z.string() })) })
    .catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(ApiError)
  expect(failure).toMatchObject({ kind: 'invalid', status: 200, fromServer: false })
  // Not the session's fault: it stays.
  expect(readStoredSession()).toEqual({ userId: '0123456789abcdef01234567', token: 'kept' })
})

test('a failed call with a schema is still the server’s error, not a parsing one', async () => {
  answer(404, { success: false, message: 'Booking not found' })
  await expect(
    api.post('/api/bookings/x/cancel', undefined, { schema: z.object({ _id: z.string() }) }),
  ).rejects.toMatchObject({ kind: 'http', status: 404, message: 'Booking not found' })
})

test('a file comes with its Content-Disposition, for the name to save it under', async () => {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return Promise.resolve(
      new Response('%PDF', {
        headers: { 'content-disposition': 'attachment; filename="TH-0001.pdf"' },
      }),
    )
  })
  const file = await api.file('/api/bookings/x/invoice.pdf', {
    headers: { accept: 'application/pdf, application/json' },
  })
  expect(await file.bytes.text()).toBe('%PDF')
  expect(file.disposition).toBe('attachment; filename="TH-0001.pdf"')
  expect(new Headers(calls[0]?.init.headers).get('accept')).toBe(
    'application/pdf, application/json',
  )
})
