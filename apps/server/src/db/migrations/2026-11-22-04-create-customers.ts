import type { Kysely } from 'kysely'

// Tables of the accounts feature. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('display_currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('email_notifications', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute()

  await db.schema
    .createTable('customer_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('customer_sessions_customer_idx')
    .on('customer_sessions')
    .column('customer_id')
    .execute()

  await db.schema
    .createTable('wishlist_items')
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('package_id', 'text', (c) =>
      c.notNull().references('packages.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pk', ['customer_id', 'package_id'])
    .execute()

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

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['login_failures', 'wishlist_items', 'customer_sessions', 'customers']) {
    await db.schema.dropTable(table).execute()
  }
}
