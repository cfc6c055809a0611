/** Promo codes and the bookings holding a use of one. Money in paise. */
export type PromoCodeTables = {
  promo_codes: PromoCodesTable
  promo_code_uses: PromoCodeUsesTable
}

export interface PromoCodesTable {
  id: string
  /** In capitals, unique. */
  code: string
  kind: 'percent' | 'flat'
  /** A whole percent, or paise off. */
  value: number
  /** India's calendar dates, both included. */
  valid_from: string
  valid_to: string
  min_seats: number | null
  /** JSON list of package ids; empty for every trip. */
  package_ids_json: string
  max_uses: number | null
  per_customer: number
  is_public: number
  /** Uses held by bookings; only ever changed by a guarded UPDATE (promo-codes.repository.ts). */
  uses: number
  created_at: string
  updated_at: string
}

export interface PromoCodeUsesTable {
  id: string
  promo_code_id: string
  booking_id: string
  customer_id: string
  discount_paise: number
  used_at: string
  /** When the booking was cancelled (or its hold ran out) and the use given back. */
  released_at: string | null
}
