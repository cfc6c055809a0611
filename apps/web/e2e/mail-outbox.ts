import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { test } from './fixtures.ts'

/**
 * The text of the newest mail to `to` with this subject, as the end-to-end server queued it. There
 * is no SMTP in these tests, so the mail stays in the server's own SQLite file, opened read-only
 * (playwright.config.ts says where it is).
 */
export function latestMail(to: string, subject: string): string | null {
  const dataDir: unknown = test.info().config.metadata.dataDir
  if (typeof dataDir !== 'string') throw new Error('playwright.config.ts sets no metadata.dataDir')
  const db = new DatabaseSync(path.join(dataDir, 'app.db'), { readOnly: true })
  try {
    const row = db
      .prepare(
        'select text_body from mail_outbox where to_address = ? and subject = ? order by created_at desc limit 1',
      )
      .get(to, subject)
    return typeof row?.text_body === 'string' ? row.text_body : null
  } finally {
    db.close()
  }
}
