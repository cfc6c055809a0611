import { sql } from 'kysely'
import { bumpCatalogueVersion } from '../apps/server/src/catalogue/packages.repository.ts'
import { loadDemoCatalogueOnce } from '../apps/server/src/catalogue/demo-catalogue/load.ts'
import { openDatabase } from '../apps/server/src/db/database.ts'
import { newId } from '../apps/server/src/db/ids.ts'
import { migrateToLatest } from '../apps/server/src/db/migrate.ts'

const PLACES = [
  'Ridge',
  'Valley',
  'Meadow',
  'Lake',
  'Pass',
  'Glacier',
  'Forest',
  'Peak',
  'Village',
  'Camp',
]

/**
 * Grows a fresh SQLite catalogue to `total` packages: the demo catalogue plus variants of it
 * (new names, slugs and descriptions), each with its departures, as an operator's catalogue
 * might look after some years.
 */
export async function generateLargeCatalogue(sqlitePath: string, total: number): Promise<void> {
  const { db, kind } = openDatabase({ sqlitePath })
  await migrateToLatest(db, kind)
  await loadDemoCatalogueOnce(db)
  const base = await db.selectFrom('packages').selectAll().execute()
  const departures = await db.selectFrom('batches').selectAll().execute()
  await db.transaction().execute(async (trx) => {
    for (let index = base.length; index < total; index++) {
      const source = base[index % base.length]
      if (!source) continue
      const place = PLACES[index % PLACES.length] ?? 'Trail'
      const id = newId()
      await trx
        .insertInto('packages')
        .values({
          ...source,
          id,
          slug: `${source.slug}-${index}`,
          name: `${source.name} ${place} ${index}`,
          description: `${place} route variant ${index}. ${source.description}`,
        })
        .execute()
      const own = departures.filter((departure) => departure.package_id === source.id).slice(0, 3)
      if (own.length)
        await trx
          .insertInto('batches')
          .values(own.map((departure) => ({ ...departure, id: newId(), package_id: id })))
          .execute()
    }
    await bumpCatalogueVersion(trx)
  })
  await sql`pragma optimize`.execute(db)
  await db.destroy()
}
