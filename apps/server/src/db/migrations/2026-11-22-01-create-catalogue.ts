import { type Kysely, sql } from 'kysely'

// Frozen in time: never import app code here (Kysely migration guidance).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('destinations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('is_popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('packages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('package_type', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('original_price_paise', 'bigint', (c) => c.notNull())
    .addColumn('offer_price_paise', 'bigint', (c) => c.notNull())
    .addColumn('max_participants', 'integer', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('max_altitude_m', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_point', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('end_point', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('best_season', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('labels_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_trending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('card_image', 'text', (c) => c.notNull())
    .addColumn('main_image', 'text', (c) => c.notNull())
    .addColumn('gallery_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('itinerary_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('inclusions_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('exclusions_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('packages_category_idx')
    .on('packages')
    .column('category_id')
    .execute()

  await db.schema
    .createTable('batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('package_id', 'text', (c) =>
      c.notNull().references('packages.id').onDelete('cascade'),
    )
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('availability', 'integer', (c) => c.notNull().check(sql`availability >= 0`))
    .execute()
  await db.schema
    .createIndex('batches_package_start_idx')
    .on('batches')
    .columns(['package_id', 'start_date'])
    .execute()

  await db.schema
    .createTable('addon_services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('package_id', 'text', (c) =>
      c.notNull().references('packages.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'bigint', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('addon_services_package_idx')
    .on('addon_services')
    .column('package_id')
    .execute()

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body_json', 'text', (c) => c.notNull())
    .addColumn('cover_image', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('tags_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'blog_posts',
    'addon_services',
    'batches',
    'packages',
    'destinations',
    'categories',
    'app_meta',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
