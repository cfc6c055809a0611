import { imageSourcesOf } from './image-sources.ts'
import type {
  Category,
  Package,
  PackageFilter,
  PackageHindi,
  PackageSummary,
} from '@trippy/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import { addDays, indiaCalendarDate, indiaMidnight } from '@trippy/contracts/calendar'
import { toRupees } from '@trippy/contracts/money'
import {
  findActivePackage,
  findActivePackages,
  findAddons,
  findCategories,
  findUpcomingDepartures,
  type PackageDetailRow,
  type PackageSummaryRow,
  freshCatalogueVersion,
  readCatalogueVersion,
} from './packages.repository.ts'

/** A cache version, asked for in two ways: a cached answer is sent at once when it can be. */
export type CacheVersion = {
  /** The version when it is known without waiting for anything, else undefined. */
  fresh(): string | undefined
  /** The version, read from the database when the last read no longer stands. */
  read(): Promise<string>
}

/**
 * What cached catalogue answers and pages are keyed by: the stored catalogue version (bumped by
 * every change, on any instance) and the date in India, since past departures drop out daily.
 */
export function catalogueCacheVersion(db: Kysely<Database>): CacheVersion {
  // The same string for as long as neither part changes, so that cached answers compare it by
  // reference rather than character by character.
  let last = { version: '', today: '', withToday: '' }
  const withToday = (version: string) => {
    const today = indiaToday()
    if (version !== last.version || today !== last.today)
      last = { version, today, withToday: `${version}:${today}` }
    return last.withToday
  }
  return {
    fresh: () => {
      const version = freshCatalogueVersion(db)
      return version === undefined ? undefined : withToday(version)
    },
    read: async () => withToday(await readCatalogueVersion(db)),
  }
}

let today = { date: '', from: 0, until: 0 }

/** Today's date in India, worked out once a day rather than on every cached answer. */
export function indiaToday(now = Date.now()): string {
  if (now < today.from || now >= today.until) {
    const date = indiaCalendarDate(new Date(now))
    today = {
      date,
      from: indiaMidnight(date).getTime(),
      until: indiaMidnight(addDays(date, 1)).getTime(),
    }
  }
  return today.date
}

export async function listPackages(
  db: Kysely<Database>,
  filter: PackageFilter = {},
): Promise<PackageSummary[]> {
  return withDepartures(db, await findActivePackages(db, filter))
}

export async function getPackage(db: Kysely<Database>, idOrSlug: string): Promise<Package | null> {
  const row = await findActivePackage(db, idOrSlug)
  return row ? packageOf(db, row) : null
}

/** A package row in the contract's shape, hidden or not (the console shows hidden ones too). */
export async function packageOf(db: Kysely<Database>, row: PackageDetailRow): Promise<Package> {
  const [summary] = await withDepartures(db, [row])
  if (!summary) throw new Error(`Package ${row.id} did not map`)
  const { hindi: _summaryHindi, ...rest } = summary
  const hindi = packageHindiOf(row, row.hindi_details_json)
  return {
    ...rest,
    itinerary: JSON.parse(row.itinerary_json) as Package['itinerary'],
    inclusions: JSON.parse(row.inclusions_json) as string[],
    exclusions: JSON.parse(row.exclusions_json) as string[],
    facts: {
      maxAltitudeMetres: row.max_altitude_m,
      startPoint: row.start_point,
      endPoint: row.end_point,
      bestSeason: row.best_season,
      requiresMedicalCertificate: row.requires_medical_certificate === 1,
    },
    ...(hindi ? { hindi } : {}),
  }
}

/** The Hindi texts written for a package, or undefined when there are none. */
export function packageHindiOf(
  row: PackageSummaryRow,
  detailsJson?: string | null,
): PackageHindi | undefined {
  const details = detailsJson ? (JSON.parse(detailsJson) as PackageHindi) : {}
  const hindi: PackageHindi = {
    ...(row.hindi_name ? { name: row.hindi_name } : {}),
    ...(row.hindi_description ? { description: row.hindi_description } : {}),
    ...(details.itinerary ? { itinerary: details.itinerary } : {}),
    ...(details.inclusions ? { inclusions: details.inclusions } : {}),
    ...(details.exclusions ? { exclusions: details.exclusions } : {}),
  }
  return Object.keys(hindi).length > 0 ? hindi : undefined
}

export async function listCategories(db: Kysely<Database>): Promise<Category[]> {
  const rows = await findCategories(db)
  return rows.map((row) => ({ _id: row.id, name: row.name, slug: row.slug }))
}

/** Rows to the contract's shape, with upcoming departures and add-ons in two batched queries. */
async function withDepartures(
  db: Kysely<Database>,
  rows: PackageSummaryRow[],
): Promise<PackageSummary[]> {
  const ids = rows.map((row) => row.id)
  const [departures, addons] = await Promise.all([
    findUpcomingDepartures(db, ids, indiaCalendarDate(new Date())),
    findAddons(db, ids),
  ])
  const departuresByPackage = groupBy(departures, (departure) => departure.package_id)
  const addonsByPackage = groupBy(addons, (addon) => addon.package_id)
  return rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    description: row.description,
    packageType: row.package_type,
    duration: row.duration,
    durationDays: row.duration_days,
    destination: row.destination,
    city: row.city,
    state: row.state,
    originalPrice: toRupees(row.original_price_paise),
    offerPrice: toRupees(row.offer_price_paise),
    maxParticipants: row.max_participants,
    rating: row.rating,
    reviewCount: row.review_count,
    difficulty: row.difficulty as Package['difficulty'],
    labels: JSON.parse(row.labels_json) as string[],
    isFeatured: row.is_featured === 1,
    isNew: row.is_new === 1,
    isTrending: row.is_trending === 1,
    isActive: row.is_active === 1,
    category: { _id: row.category_id, name: row.category_name },
    images: imagesOf(row),
    ...hindiSummaryOf(row),
    batchDates: (departuresByPackage.get(row.id) ?? []).map((departure) => ({
      _id: departure.id,
      startDate: departure.start_date,
      endDate: departure.end_date,
      availability: departure.availability,
    })),
    additionalServices: (addonsByPackage.get(row.id) ?? []).map((addon) => ({
      _id: addon.id,
      name: addon.name,
      price: toRupees(addon.price_paise),
    })),
  }))
}

/** A list's Hindi texts: the name and description only. */
function hindiSummaryOf(row: PackageSummaryRow): Pick<PackageSummary, 'hindi'> {
  const hindi = packageHindiOf(row)
  return hindi ? { hindi } : {}
}

function imagesOf(row: PackageSummaryRow): PackageSummary['images'] {
  const gallery = JSON.parse(row.gallery_json) as string[]
  const sources = imageSourcesOf(row.image_meta_json, [row.card_image, row.main_image, ...gallery])
  return {
    cardImage: row.card_image,
    main: row.main_image,
    gallery,
    ...(sources ? { sources } : {}),
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const list = groups.get(key(item))
    if (list) list.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}
