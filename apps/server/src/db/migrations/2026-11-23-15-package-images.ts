import type { Kysely } from 'kysely'

/**
 * What the console knows about a package's images beyond their URLs: alt text, and for uploads
 * the size and the widths encoded as AVIF and WebP. A JSON object keyed by image URL; the
 * package's card, main and gallery columns still say which image goes where.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('packages')
    .addColumn('image_meta_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('packages').dropColumn('image_meta_json').execute()
}
