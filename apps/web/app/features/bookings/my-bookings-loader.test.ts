import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { storeSession } from '../../lib/api-client.ts'
import { loadMyBookings } from './my-bookings-loader.ts'
import { testBooking } from './test-booking.ts'

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

let storage: MemoryStorage
let requested: string[]

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(url)
    return Promise.resolve(new Response(JSON.stringify(body), { status }))
  })
}

beforeEach(() => {
  storage = new MemoryStorage()
  requested = []
  vi.stubGlobal('window', { localStorage: storage })
})

afterEach(() => vi.unstubAllGlobals())

const signal = () => new AbortController().signal

test('asks nothing without a session: the page sends the visitor to the login', async () => {
  answer(200, { success: true, data: [] })
  expect(await loadMyBookings(signal())).toEqual({ status: 'signed-out' })
  expect(requested).toEqual([])
})

test('reads the signed-in customer’s bookings, parsed', async () => {
  storeSession({ userId: '0123456789abcdef01234567', token: 't' })
  const paid = testBooking({ metadata: { ...testBooking().metadata, status: 'confirmed' } })
  const credit = { balance: 1200, nearestExpiry: { date: '2027-11-29', amount: 1200 }, entries: [] }
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(url)
    const data = url === '/api/credit' ? credit : [paid]
    return Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200 }))
  })
  expect(await loadMyBookings(signal())).toEqual({ status: 'ready', bookings: [paid], credit })
  expect(requested.sort()).toEqual(['/api/bookings', '/api/credit'])
})

test('a refused call and an answer of the wrong shape are both the page’s error state', async () => {
  storeSession({ userId: '0123456789abcdef01234567', token: 't' })
  answer(500, { success: false, message: 'Internal error' })
  expect(await loadMyBookings(signal())).toEqual({ status: 'error' })
  answer(200, { success: true, data: [{ _id: 'not a booking' }] })
  expect(await loadMyBookings(signal())).toEqual({ status: 'error' })
})

test('a navigation that moved on cancels the load instead of showing an error', async () => {
  storeSession({ userId: '0123456789abcdef01234567', token: 't' })
  answer(200, { success: true, data: [] })
  const controller = new AbortController()
  controller.abort()
  await expect(loadMyBookings(controller.signal)).rejects.toThrow()
})
