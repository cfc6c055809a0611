import type { WaitlistStatus } from '@trippy/contracts'

export interface WaitlistTables {
  waitlist_entries: WaitlistEntriesTable
}

/** One customer's place in a full departure's queue, and the offer it may hold. */
export interface WaitlistEntriesTable {
  id: string
  customer_id: string
  batch_id: string
  package_id: string
  seats: number
  status: WaitlistStatus
  joined_at: string
  offered_at: string | null
  offer_expires_at: string | null
  ended_at: string | null
  offer_notification_json: string | null
  announced_at: string | null
}
