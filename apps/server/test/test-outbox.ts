import type { FastifyInstance } from 'fastify'
import { contentOf } from '../src/mail/mail-content.ts'

/**
 * The queued mail to these addresses as it will be sent: written mail as stored, booking mail
 * written from the template it is kept as.
 */
export async function queuedMailTo(app: FastifyInstance, addresses: string[]) {
  const rows = await app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', 'in', addresses)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({ to: row.to_address, ...contentOf(row, app.mailContext) }))
}
