import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, onTestFinished, test, vi } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'

/** The upstream rates service is outside our control, so a local stand-in plays it. */
async function startUpstream(
  answer: (url: URL, apiKey: string | undefined) => { status: number; body: unknown },
) {
  const calls: { url: URL; apiKey: string | undefined }[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream')
    const apiKey = request.headers.apikey as string | undefined
    calls.push({ url, apiKey })
    const { status, body } = answer(url, apiKey)
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/latest`, calls }
}

async function makeStale(app: Awaited<ReturnType<typeof createTestApp>>) {
  await app.db
    .updateTable('currency_rates')
    .set({ updated_at: '2020-01-01T00:00:00.000Z' })
    .execute()
}

test('answers the stored rupee rates for the five currencies', async () => {
  const app = await createTestApp()
  const response = await app.inject({
    method: 'GET',
    url: '/api/currency/latest?base_currency=INR',
  })
  expect(response.statusCode).toBe(200)
  const { data } = response.json<{ data: Record<string, number> }>()
  expect(Object.keys(data).sort()).toEqual(['EUR', 'GBP', 'INR', 'JPY', 'USD'])
  expect(data.INR).toBe(1)
  expect(data.USD).toBeGreaterThan(0)
})

test('refuses a base currency other than INR', async () => {
  const app = await createTestApp()
  const response = await app.inject({
    method: 'GET',
    url: '/api/currency/latest?base_currency=USD',
  })
  expect(response.statusCode).toBe(400)
})

test('never asks upstream without a key', async () => {
  const upstream = await startUpstream(() => ({ status: 200, body: { data: { USD: 0.5 } } }))
  const app = await createTestApp({ CURRENCY_API_URL: upstream.url })
  await makeStale(app)
  await app.inject({ method: 'GET', url: '/api/currency/latest' })
  expect(upstream.calls).toEqual([])
})

test('refreshes stale rates from upstream with the key, which never reaches the browser', async () => {
  const upstream = await startUpstream(() => ({
    status: 200,
    body: { data: { USD: 0.0123, EUR: 0.0111, GBP: 0.0095, JPY: 1.81, AUD: 0.02 } },
  }))
  const app = await createTestApp({
    CURRENCY_API_URL: upstream.url,
    CURRENCY_API_KEY: 'secret-key-123',
  })
  await makeStale(app)
  const first = await app.inject({ method: 'GET', url: '/api/currency/latest' })
  expect(first.body).not.toContain('secret-key-123')
  await vi.waitFor(async () => {
    const { data } = (await app.inject({ method: 'GET', url: '/api/currency/latest' })).json<{
      data: Record<string, number>
    }>()
    expect(data).toEqual({ INR: 1, USD: 0.0123, EUR: 0.0111, GBP: 0.0095, JPY: 1.81 })
  })
  expect(upstream.calls).toHaveLength(1)
  expect(upstream.calls[0]?.apiKey).toBe('secret-key-123')
  expect(upstream.calls[0]?.url.searchParams.get('base_currency')).toBe('INR')
})

test('keeps the stored rates when upstream fails or answers nonsense', async () => {
  for (const answer of [
    { status: 500, body: { message: 'down' } },
    { status: 200, body: { rates: 'nope' } },
  ]) {
    const upstream = await startUpstream(() => answer)
    const app = await createTestApp({ CURRENCY_API_URL: upstream.url, CURRENCY_API_KEY: 'k' })
    const before = (
      await app.inject({ method: 'GET', url: '/api/currency/latest' })
    ).json<unknown>()
    await makeStale(app)
    await app.inject({ method: 'GET', url: '/api/currency/latest' })
    await vi.waitFor(() => expect(upstream.calls.length).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await app.inject({ method: 'GET', url: '/api/currency/latest' })).json()).toEqual(
      before,
    )
  }
})
