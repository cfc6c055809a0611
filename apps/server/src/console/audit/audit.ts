import type { AuditEntry, PageMeta } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { newId, type Database } from '../../db/index.ts'

export type AuditRecord = {
  staffId: string
  action: string
  entity: string
  entityId: string
  before?: unknown
  after?: unknown
}

/** Writes an audit row in the caller's transaction, so the change and its record go together. */
export async function recordAudit(
  trx: Kysely<Database>,
  record: AuditRecord,
  now = new Date(),
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: now.toISOString(),
      staff_id: record.staffId,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId,
      before_json: record.before === undefined ? null : JSON.stringify(record.before),
      after_json: record.after === undefined ? null : JSON.stringify(record.after),
    })
    .execute()
}

export const AUDIT_PAGE_SIZE = 50

/** Newest first. */
export async function listAudit(
  db: Kysely<Database>,
  page: number,
  { all = false } = {},
): Promise<{ entries: AuditEntry[]; meta: PageMeta }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_log')
      .innerJoin('staff', 'staff.id', 'audit_log.staff_id')
      .selectAll('audit_log')
      .select('staff.name as staff_name')
      .orderBy('audit_log.at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .$if(!all, (rows) => rows.limit(AUDIT_PAGE_SIZE).offset((page - 1) * AUDIT_PAGE_SIZE))
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return {
    entries: rows.map((row) => ({
      _id: row.id,
      at: row.at,
      staffId: row.staff_id,
      staffName: row.staff_name,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
      after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
    })),
    meta: { page, pageSize: AUDIT_PAGE_SIZE, total: Number(count.total) },
  }
}
