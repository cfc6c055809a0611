import type { Payment, Refund } from '@trippy/contracts'

/** The ledger: what was received and what was paid back, in paise. */
export type PaymentTables = {
  payments: PaymentsTable
  refunds: RefundsTable
  payment_events: PaymentEventsTable
}

export interface PaymentsTable {
  id: string
  booking_id: string
  amount_paise: number
  /** 'razorpay', 'upi', 'bank_transfer', 'cash' or 'card'. */
  method: string
  reference: string | null
  /** 'created' (a gateway order not yet paid), 'captured' (received) or 'failed'. */
  status: Payment['status']
  received_at: string | null
  /** 'razorpay' for the gateway, else the staff member who recorded it. */
  recorded_by: string
  gateway_order_id: string | null
  gateway_payment_id: string | null
  created_at: string
}

export interface RefundsTable {
  id: string
  booking_id: string
  /** The gateway payment it goes back through; null when the operator pays it back by hand. */
  payment_id: string | null
  amount_paise: number
  /** 'pending' until the money has gone back, then 'processed'. */
  status: Refund['status']
  reference: string | null
  gateway_refund_id: string | null
  created_at: string
  processed_at: string | null
}

export interface PaymentEventsTable {
  event_id: string
  event: string
  received_at: string
}
