import { type Kysely, sql } from 'kysely'

// Travellers' readiness (docs/readiness.md): per traveller an emergency contact and a Char Dham
// registration number, uploaded documents (the files live under DATA_DIR), reminders sent, and
// check-ins on the day. Packages say whether they ask for a medical certificate: on for treks and
// expeditions above 4,000 m. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('packages')
    .addColumn('requires_medical_certificate', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`update packages set requires_medical_certificate = 1
    where max_altitude_m > 4000
      and category_id in (select id from categories where slug in ('treks', 'expeditions'))`.execute(
    db,
  )

  await db.schema
    .createTable('traveller_readiness')
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('traveller_index', 'integer', (c) => c.notNull())
    .addColumn('emergency_name', 'text', (c) => c.notNull())
    .addColumn('emergency_phone', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('traveller_readiness_pk', ['booking_id', 'traveller_index'])
    .execute()

  await db.schema
    .createTable('traveller_documents')
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('traveller_index', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('traveller_documents_pk', ['booking_id', 'traveller_index', 'kind'])
    .execute()

  await db.schema
    .createTable('readiness_reminders')
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('readiness_reminders_pk', ['booking_id', 'days_before'])
    .execute()

  await db.schema
    .createTable('departure_check_ins')
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('traveller_index', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('departure_check_ins_pk', ['booking_id', 'traveller_index'])
    .addCheckConstraint('departure_check_ins_status_check', sql`status in ('present', 'no-show')`)
    .execute()
  await db.schema
    .createIndex('departure_check_ins_batch_idx')
    .on('departure_check_ins')
    .column('batch_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('departure_check_ins').execute()
  await db.schema.dropTable('readiness_reminders').execute()
  await db.schema.dropTable('traveller_documents').execute()
  await db.schema.dropTable('traveller_readiness').execute()
  await db.schema.alterTable('packages').dropColumn('requires_medical_certificate').execute()
}
