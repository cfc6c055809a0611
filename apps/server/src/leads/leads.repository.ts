import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import type { LeadsTable } from './leads.tables.ts'

export type NewLeadRow = Insertable<LeadsTable>

export async function insertLead(db: Kysely<Database>, row: NewLeadRow): Promise<void> {
  await db.insertInto('leads').values(row).execute()
}
