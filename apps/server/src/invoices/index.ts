// What other folders may use of invoices/ (docs/server-folders.md).
export { invoiceRoutes } from './invoices.routes.ts'
export { issueCreditNoteInTransaction, issueInvoiceInTransaction } from './invoices.service.ts'
