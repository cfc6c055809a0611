import type { PackageSummary } from '@trippy/contracts'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createResultsCache, createSearchController, type SearchView } from './search-controller.ts'
import { summary } from './search-test-data.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

type Pending = { query: string; resolve: (body: unknown) => void; reject: (error: unknown) => void }

/** A server stand-in whose answers the test releases one by one, in any order. */
function setUp() {
  const pending: Pending[] = []
  const views: SearchView[] = []
  const log = vi.fn()
  const fetchPackages = vi.fn(
    (query: string) =>
      new Promise<unknown>((resolve, reject) => pending.push({ query, resolve, reject })),
  )
  const cache = createResultsCache()
  const controller = createSearchController({
    fetchPackages,
    onView: (view) => views.push(view),
    cache,
    log,
  })
  const answer = (trips: PackageSummary[]) => ({ success: true, data: trips })
  return { controller, fetchPackages, pending, views, log, cache, answer }
}

/** Types `text` a character at a time, 50 ms apart. */
function type(controller: { setQuery(text: string): void }, text: string) {
  for (let end = 1; end <= text.length; end += 1) {
    controller.setQuery(text.slice(0, end))
    vi.advanceTimersByTime(50)
  }
}

test('empty text clears the search', () => {
  const { controller, fetchPackages } = setUp()
  controller.setQuery('ke')
  controller.setQuery('   ')
  expect(controller.view).toEqual({ kind: 'empty' })
  expect(fetchPackages).not.toHaveBeenCalled()
})

test('one or two characters show built-in suggestions and ask the server nothing', () => {
  const { controller, fetchPackages } = setUp()
  controller.setQuery('k')
  expect(controller.view.kind).toBe('suggestions')
  controller.setQuery('va')
  expect(controller.view).toMatchObject({
    kind: 'suggestions',
    query: 'va',
    items: [
      { name: 'Valley of Flowers Trek' },
      { name: 'Spiti Valley Circuit' },
      { name: 'Adi Kailash and Om Parvat Yatra' },
    ],
  })
  vi.advanceTimersByTime(1000)
  expect(fetchPackages).not.toHaveBeenCalled()
})

test('three or more characters load, then ask the server once typing pauses for 300 ms', async () => {
  const { controller, fetchPackages, pending, answer } = setUp()
  type(controller, 'kedar')
  expect(controller.view).toEqual({ kind: 'loading' })
  expect(fetchPackages).not.toHaveBeenCalled()
  vi.advanceTimersByTime(249)
  expect(fetchPackages).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(fetchPackages).toHaveBeenCalledTimes(1)
  expect(fetchPackages).toHaveBeenCalledWith('kedar')
  const trips = [summary('Kedarkantha Trek')]
  pending[0]?.resolve(answer(trips))
  await vi.runAllTimersAsync()
  expect(controller.view).toEqual({ kind: 'results', query: 'kedar', items: trips })
})

test('typing on while loading renders nothing new', () => {
  const { controller, views } = setUp()
  type(controller, 'kedarkantha')
  expect(views).toEqual([
    { kind: 'suggestions', query: 'k', items: expect.any(Array) as unknown },
    { kind: 'suggestions', query: 'ke', items: expect.any(Array) as unknown },
    { kind: 'loading' },
  ])
})

test('a repeated query is answered from the cache without asking the server', async () => {
  const { controller, fetchPackages, pending, answer } = setUp()
  controller.setQuery('Kedar')
  vi.advanceTimersByTime(300)
  const trips = [summary('Kedarkantha Trek')]
  pending[0]?.resolve(answer(trips))
  await vi.runAllTimersAsync()
  controller.setQuery('')
  controller.setQuery(' kedar ')
  expect(controller.view).toEqual({ kind: 'results', query: 'kedar', items: trips })
  vi.advanceTimersByTime(1000)
  expect(fetchPackages).toHaveBeenCalledTimes(1)
})

test('an answer arriving after a newer query was typed never replaces the newer results', async () => {
  const { controller, pending, answer } = setUp()
  controller.setQuery('kedar')
  vi.advanceTimersByTime(300)
  controller.setQuery('valley')
  vi.advanceTimersByTime(300)
  expect(pending.map((request) => request.query)).toEqual(['kedar', 'valley'])
  const valley = [summary('Valley of Flowers Trek')]
  pending[1]?.resolve(answer(valley))
  await vi.runAllTimersAsync()
  pending[0]?.resolve(answer([summary('Kedarkantha Trek')]))
  await vi.runAllTimersAsync()
  expect(controller.view).toEqual({ kind: 'results', query: 'valley', items: valley })
})

test('a late answer does not replace suggestions typed after it, but is cached for later', async () => {
  const { controller, fetchPackages, pending, answer } = setUp()
  controller.setQuery('kedar')
  vi.advanceTimersByTime(300)
  controller.setQuery('ke')
  const trips = [summary('Kedarkantha Trek')]
  pending[0]?.resolve(answer(trips))
  await vi.runAllTimersAsync()
  expect(controller.view.kind).toBe('suggestions')
  controller.setQuery('kedar')
  expect(controller.view).toEqual({ kind: 'results', query: 'kedar', items: trips })
  expect(fetchPackages).toHaveBeenCalledTimes(1)
})

test('a failed request empties the results and logs the error', async () => {
  const { controller, pending, log, cache } = setUp()
  controller.setQuery('kedar')
  vi.advanceTimersByTime(300)
  const failure = new Error('The server could not be reached')
  pending[0]?.reject(failure)
  await vi.runAllTimersAsync()
  expect(controller.view).toEqual({ kind: 'failed', query: 'kedar' })
  expect(log).toHaveBeenCalledWith('Package search for "kedar" failed', failure)
  expect(cache.size).toBe(0)
})

test('an answer of the wrong shape empties the results and logs the error', async () => {
  const { controller, pending, log, cache } = setUp()
  controller.setQuery('kedar')
  vi.advanceTimersByTime(300)
  pending[0]?.resolve({ success: true, data: [{ name: 'No price, no slug' }] })
  await vi.runAllTimersAsync()
  expect(controller.view).toEqual({ kind: 'failed', query: 'kedar' })
  expect(log).toHaveBeenCalledTimes(1)
  expect(cache.size).toBe(0)
})

test('no results is an empty result list for the query', async () => {
  const { controller, pending, answer } = setUp()
  controller.setQuery('zzqx')
  vi.advanceTimersByTime(300)
  pending[0]?.resolve(answer([]))
  await vi.runAllTimersAsync()
  expect(controller.view).toEqual({ kind: 'results', query: 'zzqx', items: [] })
})

test('cancel drops the waiting look-up and ignores an answer on its way', async () => {
  const { controller, fetchPackages, pending, answer } = setUp()
  controller.setQuery('kedar')
  vi.advanceTimersByTime(300)
  controller.setQuery('valley')
  controller.cancel()
  vi.advanceTimersByTime(1000)
  expect(fetchPackages).toHaveBeenCalledTimes(1)
  pending[0]?.resolve(answer([summary('Kedarkantha Trek')]))
  await vi.runAllTimersAsync()
  expect(controller.view).toEqual({ kind: 'loading' })
})
