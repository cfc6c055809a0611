// What other folders may use of leads/ (docs/server-folders.md).
export { leadRoutes } from './leads.routes.ts'
export type { LeadsTable } from './leads.tables.ts'
