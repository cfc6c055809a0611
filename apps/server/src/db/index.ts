// What other folders may use of db/ (docs/server-folders.md).
export { type DatabaseKind, openDatabase } from './database.ts'
export { newId } from './ids.ts'
export { containsPattern } from './like-pattern.ts'
export { migrateToLatest } from './migrate.ts'
export { preparedInsert, preparedQuery } from './prepared-query.ts'
export type { Database, MailOutboxTable, PackagesTable } from './schema.ts'
