/** Every write made through the console: who, when, what, before and after. */
export type AuditTables = {
  audit_log: AuditLogTable
}

export interface AuditLogTable {
  id: string
  at: string
  staff_id: string
  /** What was done, e.g. 'booking.payment-recorded', 'departure.cancelled'. */
  action: string
  /** The kind of thing changed ('booking', 'departure', 'lead', 'refund', 'staff') and its id. */
  entity: string
  entity_id: string
  /** JSON of the thing before and after the change; null where there was none. */
  before_json: string | null
  after_json: string | null
}
