import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { openDatabase } from '../database.ts'
import * as createMailOutbox from './2026-11-22-03-create-mail-outbox.ts'
import * as mailClaimedAt from './2026-11-23-06-mail-claimed-at.ts'
import * as mailHtml from './2026-11-23-12-mail-html.ts'
import * as mailTemplates from './2026-11-28-01-mail-templates.ts'

const written = {
  id: 'm1',
  to_address: 'asha@example.com',
  subject: 'Reset your password',
  text_body: 'Open this link',
  status: 'failed' as const,
  attempts: 5,
  last_error: 'ECONNREFUSED',
  created_at: '2026-11-27T10:00:00.000Z',
  sent_at: null,
  claimed_at: null,
  html_body: '<p>Open this link</p>',
  headers_json: '{"X-Test":"1"}',
  attachments_json: '[{"kind":"invoice","bookingId":"b1"}]',
}

test('makes the outbox again with every mail it held, and refuses a mail with neither text nor template', async () => {
  const { db } = openDatabase({ sqlitePath: ':memory:' })
  for (const migration of [createMailOutbox, mailClaimedAt, mailHtml]) await migration.up(db)
  await db.insertInto('mail_outbox').values(written).execute()

  await mailTemplates.up(db)

  expect(await db.selectFrom('mail_outbox').selectAll().execute()).toEqual([
    { ...written, template_json: null },
  ])
  const indexes = await sql<{ name: string }>`
    select name from sqlite_master where type = 'index' and tbl_name = 'mail_outbox'
      and name not like 'sqlite_autoindex%'`.execute(db)
  expect(indexes.rows).toEqual([{ name: 'mail_outbox_status_idx' }])
  const unwritten = { ...written, id: 'm2', subject: null, text_body: null, template_json: null }
  await expect(db.insertInto('mail_outbox').values(unwritten).execute()).rejects.toThrow(
    /CHECK constraint/,
  )
  await db.destroy()
})

test('going back keeps every written mail and drops only those kept as a template, then forward again', async () => {
  const app = await createTestApp()
  await app.db
    .insertInto('mail_outbox')
    .values([
      { ...written, template_json: null },
      { ...written, id: 'm2', subject: null, text_body: null, template_json: '{}' },
    ])
    .execute()

  await mailTemplates.down(app.db)
  expect(await app.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([written])
  const untitled = { ...written, id: 'm3', subject: null }
  await expect(app.db.insertInto('mail_outbox').values(untitled).execute()).rejects.toThrow()
  await mailTemplates.up(app.db)

  expect(await app.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([
    { ...written, template_json: null },
  ])
})
