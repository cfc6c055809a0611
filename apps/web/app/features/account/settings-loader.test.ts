import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { storeSession } from '../../lib/api-client.ts'
import { loadAccountSettings } from './settings-loader.ts'

class MemoryStorage {
  items = new Map<string, string>()
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

let requested: string[]

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(url)
    return Promise.resolve(new Response(JSON.stringify(body), { status }))
  })
}

beforeEach(() => {
  requested = []
  vi.stubGlobal('window', { localStorage: new MemoryStorage() })
})

afterEach(() => vi.unstubAllGlobals())

const signal = () => new AbortController().signal
const USER = '0123456789abcdef01234567'

test('asks nothing without a session', async () => {
  answer(200, { success: true, data: { displayCurrency: 'INR', emailNotifications: true } })
  expect(await loadAccountSettings(signal())).toEqual({ status: 'signed-out' })
  expect(requested).toEqual([])
})

test('reads the signed-in customer’s preferences, parsed', async () => {
  storeSession({ userId: USER, token: 't' })
  const settings = { displayCurrency: 'EUR', emailNotifications: false }
  answer(200, { success: true, data: settings })
  expect(await loadAccountSettings(signal())).toEqual({ status: 'ready', settings })
  expect(requested).toEqual([`/api/customers/${USER}/settings`])
})

test('a failed call and an answer of the wrong shape are the page’s error state', async () => {
  storeSession({ userId: USER, token: 't' })
  answer(503, { success: false, message: 'Service unavailable' })
  expect(await loadAccountSettings(signal())).toEqual({ status: 'error' })
  answer(200, { success: true, data: { displayCurrency: 'XYZ' } })
  expect(await loadAccountSettings(signal())).toEqual({ status: 'error' })
})
