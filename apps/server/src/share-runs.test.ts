import { expect, test } from 'vitest'
import { shareRuns } from './share-runs.ts'

/** Work whose runs are recorded and settle only when the test says so. */
function heldWork<T>() {
  const runs: { resolve: (value: T) => void; reject: (error: Error) => void }[] = []
  const work = () =>
    new Promise<T>((resolve, reject) => {
      runs.push({ resolve, reject })
    })
  return { runs, work }
}

/** Lets every pending callback (joined runs, `finally` clean-ups) go first. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

test('runs the work once for every caller that asks while it runs, and each gets its result', async () => {
  const { runs, work } = heldWork<string>()
  const run = shareRuns<string>()
  const calls = Array.from({ length: 20 }, () => run('/treks', work))
  await settle()
  expect(runs).toHaveLength(1)
  runs[0]?.resolve('page')
  expect(await Promise.all(calls)).toEqual(Array.from({ length: 20 }, () => 'page'))
})

test('keeps the runs of different keys apart', async () => {
  const { runs, work } = heldWork<string>()
  const run = shareRuns<string>()
  const calls = [run('/treks', work), run('/yatras', work), run('/treks', work)]
  await settle()
  expect(runs).toHaveLength(2)
  runs[0]?.resolve('treks')
  runs[1]?.resolve('yatras')
  expect(await Promise.all(calls)).toEqual(['treks', 'yatras', 'treks'])
})

test('runs the work again for a caller that comes after a run has finished', async () => {
  const { runs, work } = heldWork<number>()
  const run = shareRuns<number>()
  const first = run('/treks', work)
  await settle()
  runs[0]?.resolve(1)
  expect(await first).toBe(1)
  const second = run('/treks', work)
  await settle()
  expect(runs).toHaveLength(2)
  runs[1]?.resolve(2)
  expect(await second).toBe(2)
})

test('does not hand a failed run to the callers that joined it: they run the work again, together', async () => {
  const { runs, work } = heldWork<string>()
  const run = shareRuns<string>()
  const first = run('/treks', work)
  const joined = [run('/treks', work), run('/treks', work)]
  await settle()
  runs[0]?.reject(new Error('Too many requests'))
  await expect(first).rejects.toThrow('Too many requests')
  await settle()
  // The two that joined share one new run between them.
  expect(runs).toHaveLength(2)
  runs[1]?.resolve('page')
  expect(await Promise.all(joined)).toEqual(['page', 'page'])
})
