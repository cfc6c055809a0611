import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { type DatabaseKind, openDatabase, migrateToLatest, type Database } from '../db/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    dbKind: DatabaseKind
  }
}

/** Opens the database and migrates it to the latest schema. */
export const dbPlugin = fp(
  async (app) => {
    const { db, kind } = openDatabase({
      databaseUrl: app.env.DATABASE_URL,
      sqlitePath: app.env.sqlitePath,
      checkpointInBackground: true,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'PostgreSQL closed a connection; the pool replaces it'),
    })
    app.addHook('onClose', async () => db.destroy())
    await migrateToLatest(db, kind)
    app.decorate('db', db)
    app.decorate('dbKind', kind)
  },
  { name: 'db', dependencies: ['env'] },
)
