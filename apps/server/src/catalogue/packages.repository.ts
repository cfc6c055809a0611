import type { PackageFilter } from '@trippy/contracts'
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type SelectQueryBuilder,
  sql,
  type SqlBool,
} from 'kysely'
import { containsPattern, preparedQuery, type Database } from '../db/index.ts'

const summaryColumns = [
  'p.id',
  'p.slug',
  'p.name',
  'p.location',
  'p.description',
  'p.package_type',
  'p.duration',
  'p.duration_days',
  'p.destination',
  'p.city',
  'p.state',
  'p.original_price_paise',
  'p.offer_price_paise',
  'p.max_participants',
  'p.rating',
  'p.review_count',
  'p.difficulty',
  'p.labels_json',
  'p.is_featured',
  'p.is_new',
  'p.is_trending',
  'p.is_active',
  'p.card_image',
  'p.main_image',
  'p.gallery_json',
  'p.image_meta_json',
  'p.hindi_name',
  'p.hindi_description',
  'c.id as category_id',
  'c.name as category_name',
] as const

const detailColumns = [
  'p.itinerary_json',
  'p.inclusions_json',
  'p.exclusions_json',
  'p.max_altitude_m',
  'p.start_point',
  'p.end_point',
  'p.best_season',
  'p.requires_medical_certificate',
  'p.hindi_details_json',
] as const

function selectSummaries(db: Kysely<Database>) {
  return selectPackages(db).select(summaryColumns)
}

export type PackageSummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectSummaries>['executeTakeFirstOrThrow']>
>
export type PackageDetailRow = PackageSummaryRow & {
  itinerary_json: string
  inclusions_json: string
  exclusions_json: string
  max_altitude_m: number
  start_point: string
  end_point: string
  best_season: string
  requires_medical_certificate: number
  hindi_details_json: string | null
}

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

export async function findActivePackages(
  db: Kysely<Database>,
  filter: PackageFilter,
): Promise<PackageSummaryRow[]> {
  // No text in the catalogue holds a NUL, and neither FTS5 (its query ends there) nor
  // PostgreSQL (it refuses the byte) can take one: a query's NULs are dropped.
  const text = filter.q?.replaceAll('\0', '').trim()
  const search = text ? { text, pattern: containsPattern(text) } : undefined
  const query = inCatalogueOrder(
    selectSummaries(db).where(matchingPackages(db, filter, search)),
    search,
  )
  return (filter.limit === undefined ? query : query.limit(filter.limit)).execute()
}

type CatalogueTables = Database & { p: Database['packages']; c: Database['categories'] }

/** A traveller's search text and the LIKE pattern that finds it. */
type Search = { text: string; pattern: string }

/** Text in Devanagari: only such a query is looked for in the packages' Hindi names. */
const DEVANAGARI = /[\u0900-\u097F]/

function selectPackages(db: Kysely<Database>) {
  return db.selectFrom('packages as p').innerJoin('categories as c', 'c.id', 'p.category_id')
}

/** The filter's condition on active packages (`p`) and their categories (`c`). */
function matchingPackages(db: Kysely<Database>, filter: PackageFilter, search: Search | undefined) {
  return (eb: ExpressionBuilder<CatalogueTables, 'p' | 'c'>) => {
    const conditions: Expression<SqlBool>[] = [eb('p.is_active', '=', 1)]
    const categoryNames = filter.categoryNames?.map((name) => name.toLowerCase())
    if (categoryNames) conditions.push(eb(eb.fn('lower', ['c.name']), 'in', categoryNames))
    if (filter.featured) conditions.push(eb('p.is_featured', '=', 1))
    if (filter.trending) conditions.push(eb('p.is_trending', '=', 1))
    if (search) {
      const { text, pattern } = search
      if (!isPostgres(db) && text.length >= 3) {
        // FTS5 trigram: a quoted phrase matches as a case-insensitive substring, from the index.
        // One list of rowids (text matches and the matching categories' packages), so that only
        // matching packages are read: an OR of the two made SQLite read every package.
        const phrase = `"${text.replaceAll('"', '""')}"`
        // A query in Devanagari is also looked for in the Hindi names (no index: only such
        // queries read them, so English searches cost what they did).
        const hindi = DEVANAGARI.test(text)
          ? sql` union select rowid from packages where hindi_name like ${pattern} escape '\\'`
          : sql``
        conditions.push(
          sql<boolean>`p.rowid in (select rowid from packages_fts where packages_fts match ${phrase} union select rowid from packages where category_id in (select id from categories where lower(name) like ${pattern} escape '\\')${hindi})`,
        )
      } else {
        // PostgreSQL's pg_trgm GIN index is on this same expression; SQLite's trigrams need
        // three characters, so a shorter query is read row by row.
        const textMatch = sql<boolean>`lower(p.name || ' ' || p.location || ' ' || p.description) like ${pattern} escape '\\'`
        const matches = [textMatch, sql<boolean>`lower(c.name) like ${pattern} escape '\\'`]
        if (DEVANAGARI.test(text))
          matches.push(sql<boolean>`p.hindi_name like ${pattern} escape '\\'`)
        conditions.push(eb.or(matches))
      }
    }
    return eb.and(conditions)
  }
}

/** Name matches of a search first, then by category and name. */
function inCatalogueOrder<O>(
  query: SelectQueryBuilder<CatalogueTables, 'p' | 'c', O>,
  search: Search | undefined,
) {
  const byName = search
    ? query.orderBy(
        DEVANAGARI.test(search.text)
          ? sql`case when p.hindi_name like ${search.pattern} escape '\\' then 0 else 1 end`
          : sql`case when lower(p.name) like ${search.pattern} escape '\\' then 0 else 1 end`,
      )
    : query
  return byName.orderBy('c.sort_order').orderBy('p.name')
}

export async function findActivePackage(
  db: Kysely<Database>,
  idOrSlug: string,
): Promise<PackageDetailRow | undefined> {
  return selectSummaries(db)
    .select(detailColumns)
    .where('p.is_active', '=', 1)
    .where((eb) => eb.or([eb('p.id', '=', idOrSlug), eb('p.slug', '=', idOrSlug)]))
    .executeTakeFirst()
}

/** A package by id, hidden or not: for the console. */
export async function findPackageById(
  db: Kysely<Database>,
  id: string,
): Promise<PackageDetailRow | undefined> {
  return selectSummaries(db).select(detailColumns).where('p.id', '=', id).executeTakeFirst()
}

/** Departures that have not started yet, earliest first, for the given packages. */
export async function findUpcomingDepartures(
  db: Kysely<Database>,
  packageIds: string[],
  today: string,
) {
  if (packageIds.length === 0) return []
  return db
    .selectFrom('batches')
    .select(['id', 'package_id', 'start_date', 'end_date', 'availability'])
    .where('package_id', 'in', packageIds)
    .where('start_date', '>', today)
    .where('cancelled_at', 'is', null)
    .orderBy('start_date')
    .execute()
}

export async function findAddons(db: Kysely<Database>, packageIds: string[]) {
  if (packageIds.length === 0) return []
  return db
    .selectFrom('addon_services')
    .select(['id', 'package_id', 'name', 'price_paise'])
    .where('package_id', 'in', packageIds)
    .orderBy('sort_order')
    .execute()
}

export async function findCategories(db: Kysely<Database>) {
  return db.selectFrom('categories').select(['id', 'name', 'slug']).orderBy('sort_order').execute()
}

/**
 * How long a read of the catalogue version stands in for the stored one. Every cached answer and
 * page needs the version, and a query per request was most of what a cached answer cost; another
 * instance's change therefore shows here within this time.
 */
export const CATALOGUE_VERSION_FRESH_MS = 1000

/**
 * After a change in this process, the version is read from the database on every request until
 * the change's transaction has surely committed, so a change made here shows here at once.
 */
const COMMIT_GRACE_MS = 5000

let lastBumpHere = Number.NEGATIVE_INFINITY
const versionReads = new WeakMap<Kysely<Database>, { value: string; readAt: number }>()

/**
 * The version last read, while it may still stand in for the stored one; undefined when it must
 * be read again. Lets a cached answer be sent without waiting for anything.
 */
export function freshCatalogueVersion(db: Kysely<Database>, now = Date.now()): string | undefined {
  const last = versionReads.get(db)
  return last &&
    now - last.readAt < CATALOGUE_VERSION_FRESH_MS &&
    now - lastBumpHere > COMMIT_GRACE_MS
    ? last.value
    : undefined
}

/** The version cached catalogue answers are keyed by; bumped by every catalogue change. */
export async function readCatalogueVersion(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<string> {
  const fresh = freshCatalogueVersion(db, now)
  if (fresh !== undefined) return fresh
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'catalogue_version')
    .executeTakeFirst()
  const value = row?.value ?? '0'
  versionReads.set(db, { value, readAt: now })
  return value
}

/**
 * Call in the same transaction as any change to packages, departures (seats) or add-ons, so
 * cached answers and pages are dropped everywhere.
 */
export async function bumpCatalogueVersion(db: Kysely<Database>): Promise<void> {
  lastBumpHere = Date.now()
  await catalogueVersionBumped(db)
}

const catalogueVersionBumped = preparedQuery((db) =>
  db
    .updateTable('app_meta')
    .set({ value: sql<string>`cast(cast(value as integer) + 1 as text)` })
    .where('key', '=', 'catalogue_version'),
)
