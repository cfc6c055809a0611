import { type Insertable, type Kysely, sql, type Updateable } from 'kysely'
import { type Database, type PackagesTable, newId, containsPattern } from '../../db/index.ts'

export type NewPackageRow = Insertable<PackagesTable>
export type PackageChanges = Updateable<PackagesTable>

/** Every package, hidden ones too, by name; `q` matches name, slug and location. */
export async function findConsolePackages(
  db: Kysely<Database>,
  query: { page: number; pageSize: number; q?: string | undefined },
  today: string,
) {
  let filtered = db
    .selectFrom('packages as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
  if (query.q) {
    const pattern = containsPattern(query.q)
    filtered = filtered.where(
      sql<boolean>`lower(p.name || ' ' || p.slug || ' ' || p.location) like ${pattern} escape '\\'`,
    )
  }
  const [rows, count] = await Promise.all([
    filtered
      .select([
        'p.id',
        'p.slug',
        'p.name',
        'p.location',
        'p.duration_days',
        'p.original_price_paise',
        'p.offer_price_paise',
        'p.is_active',
        'p.is_featured',
        'p.card_image',
        'p.updated_at',
        'c.id as category_id',
        'c.name as category_name',
      ])
      .select((eb) => [
        eb
          .selectFrom('batches')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('batches.package_id', '=', 'p.id')
          .where('batches.start_date', '>', today)
          .where('batches.cancelled_at', 'is', null)
          .as('upcoming_departures'),
        eb
          .selectFrom('bookings')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('bookings.package_id', '=', 'p.id')
          .as('bookings'),
      ])
      .orderBy('p.name')
      .orderBy('p.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** What the console shows beyond the public fields. */
export function findPackageExtras(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('packages')
    .select(['created_at', 'updated_at', 'image_meta_json'])
    .select((eb) =>
      eb
        .selectFrom('bookings')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('bookings.package_id', '=', 'packages.id')
        .as('bookings'),
    )
    .where('id', '=', id)
    .executeTakeFirst()
}

/**
 * Starts a write to one package: the first statement of its transaction updates the row, which
 * holds the row's lock (PostgreSQL) or the database's write lock (SQLite) until commit, so two
 * writes to the same package never interleave their read-modify-write. False if there is none.
 */
export async function lockPackage(
  trx: Kysely<Database>,
  id: string,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('packages')
    .set({ updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function isSlugTaken(
  db: Kysely<Database>,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db.selectFrom('packages').select('id').where('slug', '=', slug)
  if (exceptId) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function categoryExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()
  return row !== undefined
}

export async function categorySlugOf(db: Kysely<Database>, id: string): Promise<string> {
  const row = await db
    .selectFrom('categories')
    .select('slug')
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.slug ?? ''
}

/** Inserting or updating a package writes its search index too: triggers on SQLite (the search migration), an expression index on PostgreSQL. */
export async function insertPackage(trx: Kysely<Database>, row: NewPackageRow): Promise<void> {
  await trx.insertInto('packages').values(row).execute()
}

export async function updatePackage(
  trx: Kysely<Database>,
  id: string,
  changes: PackageChanges,
): Promise<void> {
  await trx.updateTable('packages').set(changes).where('id', '=', id).execute()
}

export function findPackageImages(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('packages')
    .select(['card_image', 'main_image', 'gallery_json', 'image_meta_json'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export function findAddonIds(db: Kysely<Database>, packageId: string) {
  return db.selectFrom('addon_services').select('id').where('package_id', '=', packageId).execute()
}

/**
 * Makes the package's add-ons exactly these, in this order: those with an id of this package are
 * changed in place, the rest inserted, the others deleted. Bookings keep a copy of the add-ons
 * they took (bookings.addons_json), so deleting one changes no booking.
 */
export async function replaceAddons(
  trx: Kysely<Database>,
  packageId: string,
  addons: { id?: string | undefined; name: string; pricePaise: number }[],
): Promise<void> {
  const kept = addons.flatMap((addon) => (addon.id ? [addon.id] : []))
  let removed = trx.deleteFrom('addon_services').where('package_id', '=', packageId)
  if (kept.length > 0) removed = removed.where('id', 'not in', kept)
  await removed.execute()
  for (const [index, addon] of addons.entries()) {
    if (addon.id) {
      await trx
        .updateTable('addon_services')
        .set({ name: addon.name, price_paise: addon.pricePaise, sort_order: index })
        .where('id', '=', addon.id)
        .where('package_id', '=', packageId)
        .execute()
    } else {
      await trx
        .insertInto('addon_services')
        .values({
          id: newId(),
          package_id: packageId,
          name: addon.name,
          price_paise: addon.pricePaise,
          sort_order: index,
        })
        .execute()
    }
  }
}

/** A unique index refused the write (SQLite and PostgreSQL say so differently). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505'
}
