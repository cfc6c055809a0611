import { expect, test } from 'vitest'
import { coalesceByKey } from './coalesce-by-key.ts'

/** A task whose runs are recorded and finish only when released, in order. */
function heldTask() {
  const runs: { key: string; release: () => void }[] = []
  const task = (key: string) =>
    new Promise<void>((resolve) => {
      runs.push({ key, release: resolve })
    })
  const releaseNext = async () => {
    const run = runs.find((candidate) => !('done' in candidate))
    if (!run) throw new Error('No run is waiting')
    Object.assign(run, { done: true })
    run.release()
    // Let the follow-up run start.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { runs, task, releaseNext }
}

test('runs a burst of calls for one key twice: now, and once after it for the rest', async () => {
  const { runs, task, releaseNext } = heldTask()
  const publish = coalesceByKey(task)
  const settled: number[] = []
  const calls = Array.from({ length: 50 }, (_, index) =>
    publish('kedarkantha').then(() => settled.push(index)),
  )
  expect(runs).toHaveLength(1)
  await releaseNext()
  // The first call is answered by the first run; the other 49 wait for the second.
  expect(settled).toEqual([0])
  expect(runs).toHaveLength(2)
  await releaseNext()
  await Promise.all(calls)
  expect(settled).toHaveLength(50)
  expect(runs).toHaveLength(2)
})

test('a call after a run has ended starts a new run', async () => {
  const { runs, task, releaseNext } = heldTask()
  const publish = coalesceByKey(task)
  const first = publish('kedarkantha')
  await releaseNext()
  await first
  const second = publish('kedarkantha')
  expect(runs).toHaveLength(2)
  await releaseNext()
  await second
})

test('keys do not wait for each other', () => {
  const { runs, task } = heldTask()
  const publish = coalesceByKey(task)
  void publish('kedarkantha')
  void publish('valley-of-flowers')
  expect(runs.map((run) => run.key)).toEqual(['kedarkantha', 'valley-of-flowers'])
})

test('a failed run does not stop the next one', async () => {
  let runs = 0
  const publish = coalesceByKey(async () => {
    runs++
    if (runs === 1) throw new Error('Database unavailable')
  })
  const first = publish('kedarkantha')
  const second = publish('kedarkantha')
  await expect(first).rejects.toThrow('Database unavailable')
  await second
  expect(runs).toBe(2)
})
