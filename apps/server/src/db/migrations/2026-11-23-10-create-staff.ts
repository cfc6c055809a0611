import { type Kysely, sql } from 'kysely'

// Staff of the operator's console, apart from customers. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .addCheckConstraint('staff_role_check', sql`role in ('owner', 'staff')`)
    .execute()

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('staff_sessions_staff_idx')
    .on('staff_sessions')
    .column('staff_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_sessions').execute()
  await db.schema.dropTable('staff').execute()
}
