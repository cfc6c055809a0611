import {
  CONSOLE_BOOKING_MESSAGES as MESSAGES,
  type ConsoleLead,
  type PageMeta,
  type UpdateLeadBody,
} from '@trippy/contracts'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { HttpError } from '../../http-error.ts'
import type { LeadsTable } from '../../leads/index.ts'
import { recordAudit } from '../audit/audit.ts'
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts'

export const LEADS_PAGE_SIZE = 25

type LeadRow = Omit<LeadsTable, 'status' | 'note'> & {
  status: ConsoleLead['status']
  note: string
  customer_id: string | null
}

/** Leads with the customer whose account has the lead's email or phone, if any. */
function leadRows(db: Kysely<Database>) {
  return db
    .selectFrom('leads')
    .selectAll('leads')
    .select((eb) =>
      eb
        .selectFrom('customers')
        .select('customers.id')
        .where('customers.deleted_at', 'is', null)
        .where((inner) =>
          inner.or([
            inner(sql`lower(customers.email)`, '=', sql`lower(leads.email)`),
            inner(
              sql`replace(replace(customers.phone, ' ', ''), '+', '')`,
              '=',
              sql`coalesce(leads.country_code, '') || leads.phone`,
            ),
            inner(sql`replace(replace(customers.phone, ' ', ''), '+', '')`, '=', sql`leads.phone`),
          ]),
        )
        .limit(1)
        .as('customer_id'),
    )
}

function toLead(row: LeadRow): ConsoleLead {
  return {
    _id: row.id,
    kind: row.kind as ConsoleLead['kind'],
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    phone:
      row.phone === null ? null : `${row.country_code ? `+${row.country_code} ` : ''}${row.phone}`,
    packageType: row.package_type,
    tripType: row.trip_type,
    trip: row.trip,
    travelers: row.travelers,
    message: row.message,
    status: row.status,
    note: row.note,
    followUpOn: row.follow_up_on,
    createdAt: row.created_at,
    customerId: row.customer_id,
  }
}

/** New leads first, then by newest; filtered by status and a search over name, email, phone. */
export async function listLeads(
  db: Kysely<Database>,
  query: { page: number; status?: ConsoleLead['status'] | undefined; q?: string | undefined },
  { all = false } = {},
): Promise<{ leads: ConsoleLead[]; meta: PageMeta }> {
  let filtered = leadRows(db)
  let counted = db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('total'))
  if (query.status) {
    filtered = filtered.where('leads.status', '=', query.status)
    counted = counted.where('leads.status', '=', query.status)
  }
  if (query.q) {
    const pattern = `%${query.q.toLowerCase()}%`
    const match = sql<boolean>`lower(leads.first_name || ' ' || coalesce(leads.last_name, '') || ' ' || coalesce(leads.email, '') || ' ' || coalesce(leads.phone, '')) like ${pattern}`
    filtered = filtered.where(match)
    counted = counted.where(match)
  }
  const [rows, count] = await Promise.all([
    filtered
      .orderBy(sql`case when leads.status = 'new' then 0 else 1 end`)
      .orderBy('leads.created_at', 'desc')
      .$if(!all, (page) => page.limit(LEADS_PAGE_SIZE).offset((query.page - 1) * LEADS_PAGE_SIZE))
      .execute(),
    counted.executeTakeFirstOrThrow(),
  ])
  return {
    leads: rows.map((row) => toLead(row as LeadRow)),
    meta: { page: query.page, pageSize: LEADS_PAGE_SIZE, total: Number(count.total) },
  }
}

/** The leads matched to one customer by email or phone, newest first. */
export async function leadsOfCustomer(
  db: Kysely<Database>,
  customerId: string,
): Promise<ConsoleLead[]> {
  const rows = await db
    .selectFrom(leadRows(db).as('matched'))
    .selectAll()
    .where('matched.customer_id', '=', customerId)
    .orderBy('matched.created_at', 'desc')
    .execute()
  return rows.map((row) => toLead(row as LeadRow))
}

async function findLead(db: Kysely<Database>, id: string): Promise<ConsoleLead> {
  const row = await leadRows(db).where('leads.id', '=', id).executeTakeFirst()
  if (!row) throw new HttpError(404, MESSAGES.leadNotFound)
  return toLead(row)
}

/** Moves a lead along (any status to any other), with a note appended and a follow-up date. */
export async function updateLead(
  db: Kysely<Database>,
  staff: AuthenticatedStaff,
  id: string,
  body: UpdateLeadBody,
  now = new Date(),
): Promise<ConsoleLead> {
  const before = await findLead(db, id)
  const stamp = `${now.toISOString().slice(0, 16).replace('T', ' ')} ${staff.name}`
  const note = body.note
    ? [before.note, `${stamp}: ${body.note}`].filter(Boolean).join('\n')
    : before.note
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('leads')
      .set({
        status: body.status,
        note,
        ...(body.followUpOn !== undefined ? { follow_up_on: body.followUpOn } : {}),
      })
      .where('id', '=', id)
      .execute()
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: 'lead.updated',
        entity: 'lead',
        entityId: id,
        before: { status: before.status, followUpOn: before.followUpOn },
        after: {
          status: body.status,
          followUpOn: body.followUpOn ?? before.followUpOn,
          note: body.note,
        },
      },
      now,
    )
  })
  return findLead(db, id)
}
