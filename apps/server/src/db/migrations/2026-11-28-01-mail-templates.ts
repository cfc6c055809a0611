import { type Kysely, sql } from 'kysely'

const WRITTEN_COLUMNS = [
  'id',
  'to_address',
  'subject',
  'text_body',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
  'claimed_at',
  'html_body',
  'headers_json',
  'attachments_json',
] as const

/**
 * Booking mail kept unwritten: `template_json` (a template's name and data, written when the
 * mail is sent), so subject and text may be null until then. Neither database drops a NOT NULL
 * the same way (SQLite cannot at all), so the table is made again, with its rows and its index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await remakeOutbox(db, { templates: true })
}

/** Written mail only again: mail still kept as a template is dropped with the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await remakeOutbox(db, { templates: false })
}

async function remakeOutbox(db: Kysely<any>, { templates }: { templates: boolean }) {
  let table = db.schema
    .createTable('mail_outbox_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => (templates ? c : c.notNull()))
    .addColumn('text_body', 'text', (c) => (templates ? c : c.notNull()))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('html_body', 'text')
    .addColumn('headers_json', 'text')
    .addColumn('attachments_json', 'text')
  if (templates)
    table = table
      .addColumn('template_json', 'text')
      .addCheckConstraint(
        'mail_outbox_written_check',
        sql`template_json is not null or (subject is not null and text_body is not null)`,
      )
  await table.execute()
  const columns = sql.join(WRITTEN_COLUMNS.map((column) => sql.ref(column)))
  const from = templates ? sql`mail_outbox` : sql`mail_outbox where template_json is null`
  await sql`insert into mail_outbox_next (${columns}) select ${columns} from ${from}`.execute(db)
  await db.schema.dropTable('mail_outbox').execute()
  await db.schema.alterTable('mail_outbox_next').renameTo('mail_outbox').execute()
  await db.schema
    .createIndex('mail_outbox_status_idx')
    .on('mail_outbox')
    .columns(['status', 'created_at'])
    .execute()
}
