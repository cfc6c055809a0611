import { expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { createScheduler } from './scheduler.ts'

const minutes = (count: number) => count * 60_000
const at = (start: Date, ms: number) => new Date(start.getTime() + ms)

test('runs a due job once, then again only when its interval has passed', async () => {
  const app = await createTestApp()
  const scheduler = createScheduler(app.db)
  const runs: Date[] = []
  scheduler.add({
    name: 'test-every-hour',
    everyMs: minutes(60),
    run: async (now) => void runs.push(now),
  })
  const start = new Date('2026-11-23T06:00:00Z')
  await scheduler.runDue(start)
  await scheduler.runDue(at(start, minutes(59)))
  expect(runs).toHaveLength(1)
  await scheduler.runDue(at(start, minutes(60)))
  expect(runs).toHaveLength(2)
})

test('of two instances looking at the same moment, exactly one runs the job', async () => {
  const app = await createTestApp()
  const runs: string[] = []
  const instances = ['one', 'two', 'three'].map((owner) => {
    const scheduler = createScheduler(app.db, owner)
    scheduler.add({
      name: 'test-once',
      everyMs: minutes(60),
      run: async () => void runs.push(owner),
    })
    return scheduler
  })
  const now = new Date('2026-11-23T06:00:00Z')
  const outcomes = await Promise.all(instances.map((scheduler) => scheduler.runDue(now)))
  expect(runs).toHaveLength(1)
  expect(outcomes.flat().filter((outcome) => outcome.ran)).toHaveLength(1)
})

test('a run whose instance died is taken over when its lease ends, not before', async () => {
  const app = await createTestApp()
  const start = new Date('2026-11-23T06:00:00Z')
  const dying = createScheduler(app.db, 'dying')
  dying.add({
    name: 'test-lease',
    everyMs: minutes(60),
    leaseMs: minutes(5),
    run: () => new Promise<void>(() => {}),
  })
  void dying.runDue(start)
  await new Promise((resolve) => setTimeout(resolve, 100))

  const runs: Date[] = []
  const healthy = createScheduler(app.db, 'healthy')
  healthy.add({
    name: 'test-lease',
    everyMs: minutes(60),
    leaseMs: minutes(5),
    run: async (now) => void runs.push(now),
  })
  await healthy.runDue(at(start, minutes(4)))
  expect(runs).toHaveLength(0)
  await healthy.runDue(at(start, minutes(5)))
  expect(runs).toHaveLength(1)
})

test('a failing job keeps its error, never throws, and is due again after its interval', async () => {
  const app = await createTestApp()
  const scheduler = createScheduler(app.db)
  let calls = 0
  scheduler.add({
    name: 'test-failing',
    everyMs: minutes(10),
    run: async () => {
      calls++
      throw new Error('SMTP said no')
    },
  })
  const start = new Date('2026-11-23T06:00:00Z')
  const [outcome] = await scheduler.runDue(start)
  expect(outcome).toMatchObject({ name: 'test-failing', ran: true })
  const row = await app.db
    .selectFrom('scheduled_jobs')
    .selectAll()
    .where('name', '=', 'test-failing')
    .executeTakeFirstOrThrow()
  expect(row).toMatchObject({ last_error: 'SMTP said no', locked_by: null })
  await scheduler.runDue(at(start, minutes(10)))
  expect(calls).toBe(2)
})
