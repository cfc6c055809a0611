/** Tables of GST tax invoices and credit notes. */
export type InvoiceTables = {
  invoice_counters: InvoiceCountersTable
  invoices: InvoicesTable
}

export interface InvoiceCountersTable {
  /** The kind and financial year, e.g. 'invoice:2026-27' or 'credit-note:2026-27'. */
  series: string
  /** The number the series' next document gets; only ever moved by one guarded upsert. */
  next_number: number
}

export interface InvoicesTable {
  id: string
  booking_id: string
  /** 'invoice' or 'credit-note'. */
  kind: string
  /** As printed, e.g. 'TH/2026-27/0001'; unique. */
  number: string
  /** e.g. '2026-27' (April to March, India time). */
  financial_year: string
  issued_at: string
  /** What the document prints, as issued (see invoice-document.ts), as JSON. */
  document_json: string
}
