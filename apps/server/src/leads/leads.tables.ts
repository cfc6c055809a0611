import type { LEAD_STATUSES } from '@trippy/contracts'
import type { Generated } from 'kysely'

/** Tables of the leads feature: trip-plan leads and 'Send Query' enquiries, one row each. */
export type LeadTables = {
  leads: LeadsTable
}

export interface LeadsTable {
  id: string
  /** 'lead' (the trip-plan modal) or 'enquiry' (the 'Send Query' panel). */
  kind: string
  first_name: string
  last_name: string | null
  email: string | null
  /** Digits without '+'; only '91' is offered. */
  country_code: string | null
  phone: string | null
  /** Lead only: '1dham', '2dham', '4dham' or 'valleyofflowers'. */
  package_type: string | null
  travelers: number | null
  /** Enquiry only: 'trek', 'chardham' or 'other'. */
  trip_type: string | null
  /** Enquiry only: the trip the visitor was looking at, when sent from a package page. */
  trip: string | null
  /** Exactly as typed; plain text, never rendered as HTML. */
  message: string | null
  /** The page the form was sent from. */
  source_path: string | null
  created_at: string
  /** The operator's progress: 'new', 'contacted', 'qualified', 'won' or 'lost'. */
  status: Generated<(typeof LEAD_STATUSES)[number]>
  /** The operator's notes, newest appended. */
  note: Generated<string>
  /** When to get back to them, 'YYYY-MM-DD'. */
  follow_up_on: string | null
}
