import { type Kysely, sql } from 'kysely'

// Two-factor sign-in for staff: each member's TOTP secret and the last time step accepted, their
// recovery codes (hashed) and the short-lived challenges between password and code. Frozen in
// time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_totp')
    .addColumn('staff_id', 'text', (c) => c.primaryKey().references('staff.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enrolled_at', 'text', (c) => c.notNull())
    .addColumn('last_step', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('staff_recovery_codes_staff_idx')
    .on('staff_recovery_codes')
    .column('staff_id')
    .execute()

  await db.schema
    .createTable('staff_sign_in_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'staff_sign_in_challenges_step_check',
      sql`(step = 'enrol' and secret is not null) or (step = 'verify' and secret is null)`,
    )
    .execute()
  await db.schema
    .createIndex('staff_sign_in_challenges_staff_idx')
    .on('staff_sign_in_challenges')
    .column('staff_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_sign_in_challenges').execute()
  await db.schema.dropTable('staff_recovery_codes').execute()
  await db.schema.dropTable('staff_totp').execute()
}
