import { type Compilable, CompiledQuery, type Kysely } from 'kysely'
import type { Database } from './schema.ts'

type Slot = { arg: number } | { value: unknown }
type Prepared = { sql: string; slots: Slot[] }

/**
 * A query of fixed shape that Kysely builds and compiles once per dialect; each run only binds
 * its arguments. Building and compiling a query cost more than SQLite running it as a kept
 * statement (`reusingStatements`), and every booking attempt runs several.
 *
 * `build` is called once with stand-ins for the arguments, so it must not branch on them or
 * transform them: each argument has to reach the SQL as a bound parameter, as it is (checked on
 * the first run). Queries whose shape depends on their arguments (optional filters, `in` lists,
 * inserts of whole rows) are built per run as usual. (kysely-params does this, but for Kysely
 * 0.24.)
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  // The SQL depends only on the dialect, and a transaction shares its database's adapter.
  const byAdapter = new WeakMap<object, Prepared>()
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter
    let prepared = byAdapter.get(adapter)
    if (!prepared) {
      prepared = prepare(db, build, args.length)
      byAdapter.set(adapter, prepared)
    }
    const parameters = prepared.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value))
    const query: CompiledQuery<Row> = CompiledQuery.raw(prepared.sql, parameters)
    const { rows } = await db.executeQuery(query)
    return rows
  }
}

function prepare<Args extends unknown[], Row>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
  count: number,
): Prepared {
  const standIns = Array.from({ length: count }, (_, index) => `\u0000argument ${index}\u0000`)
  const { sql, parameters } = build(db, ...(standIns as Args)).compile()
  const slots = parameters.map((value): Slot => {
    const arg = standIns.indexOf(value as string)
    return arg === -1 ? { value } : { arg }
  })
  const bound = new Set(slots.flatMap((slot) => ('arg' in slot ? [slot.arg] : [])))
  if (bound.size !== count || sql.includes('\u0000'))
    throw new Error(`Every argument of a prepared query must be a bound parameter: ${sql}`)
  return { sql, slots }
}
