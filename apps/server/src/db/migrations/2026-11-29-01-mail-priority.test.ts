import { expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import * as mailPriority from './2026-11-29-01-mail-priority.ts'

const queued = {
  id: 'm1',
  to_address: 'asha@example.com',
  subject: 'Reset your password',
  text_body: 'Open this link',
  status: 'queued' as const,
  attempts: 0,
  created_at: '2026-11-29T06:00:00.000Z',
}

test('mail queued without a priority is urgent; going back drops the column and forward again keeps the mail', async () => {
  const app = await createTestApp()
  await app.db.insertInto('mail_outbox').values(queued).execute()
  expect(
    await app.db.selectFrom('mail_outbox').select(['id', 'priority']).executeTakeFirst(),
  ).toEqual({ id: 'm1', priority: 0 })

  await mailPriority.down(app.db)
  const row = await app.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow()
  expect(row).not.toHaveProperty('priority')

  await mailPriority.up(app.db)
  expect(
    await app.db.selectFrom('mail_outbox').select(['id', 'priority']).executeTakeFirst(),
  ).toEqual({ id: 'm1', priority: 0 })
})
