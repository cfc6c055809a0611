import { expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import * as staffSessions from './2026-11-29-03-staff-sessions-payments.ts'

const member = {
  id: 'staff-1',
  email: 'kiran@example.com',
  name: 'Kiran Bisht',
  role: 'staff' as const,
  password_hash: '$argon2id$unused',
  created_at: '2026-11-29T05:00:00.000Z',
  disabled_at: null,
}
const session = {
  id: 'session-1',
  staff_id: 'staff-1',
  token_hash: 'a'.repeat(64),
  created_at: '2026-11-29T05:00:00.000Z',
  expires_at: '2026-11-29T17:00:00.000Z',
}

test('going back keeps every session without what it added, and forward again keeps them too', async () => {
  const app = await createTestApp()
  await app.db.insertInto('staff').values(member).execute()
  await app.db
    .insertInto('staff_sessions')
    .values({ ...session, user_agent: 'curl/8.5.0', address: '203.0.113.7', last_used_at: null })
    .execute()

  await staffSessions.down(app.db)
  expect(await app.db.selectFrom('staff_sessions').selectAll().execute()).toEqual([session])

  await staffSessions.up(app.db)
  expect(await app.db.selectFrom('staff_sessions').selectAll().execute()).toEqual([
    { ...session, user_agent: null, address: null, last_used_at: null },
  ])
  await app.db
    .insertInto('staff_browsers')
    .values({
      staff_id: 'staff-1',
      browser_hash: 'b'.repeat(64),
      first_seen_at: session.created_at,
    })
    .execute()
  expect(await app.db.selectFrom('staff_browsers').select('staff_id').execute()).toHaveLength(1)
})
