import type { Kysely } from 'kysely'

// Sign-in attempts become one counter row per hashed key, raised by an atomic upsert, instead of
// a row per failure counted afterwards. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute()
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('login_attempts_expires_at_idx')
    .on('login_attempts')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute()
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('login_failures_key_idx')
    .on('login_failures')
    .columns(['key', 'failed_at'])
    .execute()
  await db.schema
    .createIndex('login_failures_failed_at_idx')
    .on('login_failures')
    .column('failed_at')
    .execute()
}
