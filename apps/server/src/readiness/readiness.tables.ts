/** Travellers' readiness, their documents (files under DATA_DIR), reminders and check-ins. */
export type ReadinessTables = {
  traveller_readiness: TravellerReadinessTable
  traveller_documents: TravellerDocumentsTable
  readiness_reminders: ReadinessRemindersTable
  departure_check_ins: DepartureCheckInsTable
}

export interface TravellerReadinessTable {
  booking_id: string
  traveller_index: number
  emergency_name: string
  emergency_phone: string
  registration_number: string
  updated_at: string
}

export interface TravellerDocumentsTable {
  booking_id: string
  traveller_index: number
  kind: string
  /** The file's name under DATA_DIR/documents: random, never derived from what was uploaded. */
  file_name: string
  content_type: string
  size_bytes: number
  uploaded_at: string
}

/** One row per booking and reminder sent, so each goes once. */
export interface ReadinessRemindersTable {
  booking_id: string
  days_before: number
  sent_at: string
}

export interface DepartureCheckInsTable {
  booking_id: string
  traveller_index: number
  batch_id: string
  status: 'present' | 'no-show'
  staff_id: string
  at: string
}
