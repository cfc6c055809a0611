import type { Kysely } from 'kysely'

// A package's own texts in Hindi (issue 46), each optional: the name and description in columns
// of their own (lists and cards carry them, and a Hindi name is searched), the itinerary,
// inclusions and exclusions as one JSON object ({ itinerary?, inclusions?, exclusions? }) read
// only by the package page. NULL where no Hindi was written. Frozen in time: never import app
// code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('packages').addColumn('hindi_name', 'text').execute()
  await db.schema.alterTable('packages').addColumn('hindi_description', 'text').execute()
  await db.schema.alterTable('packages').addColumn('hindi_details_json', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('packages').dropColumn('hindi_details_json').execute()
  await db.schema.alterTable('packages').dropColumn('hindi_description').execute()
  await db.schema.alterTable('packages').dropColumn('hindi_name').execute()
}
