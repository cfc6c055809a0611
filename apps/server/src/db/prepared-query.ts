import { type Compilable, CompiledQuery, type Insertable, type Kysely, sql } from 'kysely'
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

type Insert<Table extends keyof Database> = Insertable<Database[Table]>
type Run = (db: Kysely<Database>, ...values: unknown[]) => Promise<unknown[]>

/**
 * An insert of one row into `table`, built and compiled once per set of columns the rows give
 * (a row's shape rarely varies, its values always do), so an insert on a hot path (a booking's
 * row, its notification and mails) costs only the binding. A column left undefined is left out,
 * as Kysely does. With `skipConflictOn`, a row clashing on that unique column is not stored.
 * Resolves to whether the row was stored.
 */
export function preparedInsert<Table extends keyof Database>(
  table: Table,
  { skipConflictOn }: { skipConflictOn?: keyof Database[Table] & string } = {},
): (db: Kysely<Database>, row: Insert<Table>) => Promise<boolean> {
  const byColumns = new Map<string, Run>()
  // Kysely's builders cannot follow a table chosen by a type parameter; the columns come from
  // an `Insertable` row of that table, so the query is as typed as the row.
  const untyped = (db: Kysely<Database>) =>
    db as unknown as Kysely<Record<string, Record<string, unknown>>>
  return async (db, row) => {
    const values = row as Record<string, unknown>
    const columns = Object.keys(values).filter((column) => values[column] !== undefined)
    const key = columns.join()
    let insert = byColumns.get(key)
    if (!insert) {
      insert = preparedQuery((db, ...bound: unknown[]) => {
        let query = untyped(db)
          .insertInto(table)
          .values(Object.fromEntries(columns.map((column, index) => [column, bound[index]])))
        if (skipConflictOn)
          query = query.onConflict((conflict) => conflict.column(skipConflictOn).doNothing())
        return query.returning(sql<number>`1`.as('stored'))
      })
      byColumns.set(key, insert)
    }
    const stored = await insert(db, ...columns.map((column) => values[column]))
    return stored.length > 0
  }
}
