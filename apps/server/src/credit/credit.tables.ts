/** Trek credit: a ledger per customer, in paise. */
export type CreditTables = {
  credit_entries: CreditEntriesTable
}

export interface CreditEntriesTable {
  id: string
  customer_id: string
  /** Positive for credit given, negative for credit spent. */
  amount_paise: number
  /** What is left to spend of credit given; 0 on a spend. */
  remaining_paise: number
  /** 'cancellation', 'returned', 'granted' or 'spent'. */
  kind: string
  reason: string
  booking_id: string | null
  /** A spend: the credit it came from; credit given back: the spend it undoes. */
  source_id: string | null
  /** 'YYYY-MM-DD', the last day it can be spent. */
  expires_on: string
  created_at: string
  /** The member of staff who granted it. */
  created_by: string | null
  /** When the mail that it is about to expire was queued. */
  reminded_at: string | null
}
