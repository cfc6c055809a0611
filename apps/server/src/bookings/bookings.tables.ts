import type { BookingStatus, CancelReason } from './booking-status.ts'

/** Tables of bookings and the notifications they raise. Money in paise; JSON text for snapshots. */
export type BookingTables = {
  bookings: BookingsTable
  booking_idempotency_keys: BookingIdempotencyKeysTable
  notifications: NotificationsTable
}

export interface BookingsTable {
  id: string
  customer_id: string
  package_id: string
  batch_id: string
  package_json: string
  start_date: string
  end_date: string
  number_of_seats: number
  payment_type: string
  subtotal_paise: number
  gst_paise: number
  total_paise: number
  payable_paise: number
  remaining_paise: number
  remaining_due_date: string | null
  addons_json: string
  customer_details_json: string
  status: BookingStatus
  source: string
  refund_policy_json: string
  refund_paise: number | null
  booked_at: string
  cancelled_at: string | null
  /** Until when a pending booking holds its seats; null once confirmed or cancelled. */
  hold_expires_at: string | null
  /** Null unless cancelled. */
  cancel_reason: CancelReason | null
  /** One traveller per seat, as JSON; entries may be incomplete. */
  travellers_json: string
  /** 1 when every traveller's details are needed before departure (Char Dham registration). */
  travellers_required: number
  invoice_number: string | null
  /** The promo code used, and what it took off the subtotal before GST (0 without one). */
  promo_code: string | null
  discount_paise: number
}

export interface BookingIdempotencyKeysTable {
  customer_id: string
  idempotency_key: string
  booking_id: string
  created_at: string
}

export interface NotificationsTable {
  id: string
  customer_id: string
  kind: string
  title: string
  message: string
  /** The title and message in Hindi; NULL before they existed and for operators' messages. */
  hindi_title: string | null
  hindi_message: string | null
  read: number
  dedupe_key: string | null
  created_at: string
}
