import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { debounce } from './debounce.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('runs once, with the last arguments, after calls stop for the delay', () => {
  const fn = vi.fn<(text: string) => void>()
  const debounced = debounce(fn, 300)
  debounced('k')
  vi.advanceTimersByTime(200)
  debounced('ke')
  vi.advanceTimersByTime(200)
  debounced('ked')
  vi.advanceTimersByTime(299)
  expect(fn).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(fn).toHaveBeenCalledTimes(1)
  expect(fn).toHaveBeenCalledWith('ked')
})

test('runs again for calls after the delay has passed', () => {
  const fn = vi.fn<(text: string) => void>()
  const debounced = debounce(fn, 300)
  debounced('kedar')
  vi.advanceTimersByTime(300)
  debounced('valley')
  vi.advanceTimersByTime(300)
  expect(fn.mock.calls).toEqual([['kedar'], ['valley']])
})

test('cancel drops the waiting call', () => {
  const fn = vi.fn<(text: string) => void>()
  const debounced = debounce(fn, 300)
  debounced('kedar')
  debounced.cancel()
  vi.advanceTimersByTime(1000)
  expect(fn).not.toHaveBeenCalled()
})
