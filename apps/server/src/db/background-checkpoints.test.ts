import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterEach, expect, test } from 'vitest'
import { until } from '../../test/live.ts'
import { checkpointInBackground } from './background-checkpoints.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function walDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), 'trippy-checkpoints-'))
  dirs.push(dir)
  const sqlitePath = path.join(dir, 'app.db')
  const sqlite = new SQLite(sqlitePath)
  sqlite.pragma('journal_mode = WAL')
  return { sqlite, sqlitePath }
}

test('commits leave the log alone and a worker thread copies it into the database file', async () => {
  const { sqlite, sqlitePath } = walDatabase()
  const stop = checkpointInBackground(sqlite, sqlitePath, { everyMs: 20 })
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0)
  sqlite.exec('create table notes (body text not null)')
  const insert = sqlite.prepare('insert into notes (body) values (?)')
  const body = 'x'.repeat(1000)
  // Past the 1,000 pages at which a commit would have checkpointed the log itself.
  sqlite.transaction(() => {
    for (let row = 0; row < 6000; row++) insert.run(body)
  })()
  // No commit checkpoints now, so the rows reach the database file only through the worker.
  await until(() => statSync(sqlitePath).size > 6_000_000)
  await stop()
  sqlite.close()
})

test('commits checkpoint as before until the worker starts', async () => {
  const { sqlite, sqlitePath } = walDatabase()
  const stop = checkpointInBackground(sqlite, sqlitePath, { afterMs: 60_000 })
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
  await stop()
  sqlite.close()
})

test('commits checkpoint again when the worker cannot', async () => {
  const { sqlite } = walDatabase()
  checkpointInBackground(sqlite, path.join(tmpdir(), 'no-such-folder', 'app.db'))
  await until(() => sqlite.pragma('wal_autocheckpoint', { simple: true }) === 1000)
  sqlite.close()
})
