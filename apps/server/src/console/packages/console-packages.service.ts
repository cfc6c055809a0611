import {
  CONSOLE_PACKAGE_MESSAGES as MESSAGES,
  type ConsolePackage,
  type ConsolePackageHindi,
  type ConsolePackageListItem,
  type CreateConsolePackageBody,
  type FieldError,
  type PackageImageRole,
  type PageMeta,
  type UpdateConsolePackageBody,
} from '@trippy/contracts'
import type { Kysely } from 'kysely'
import {
  packageOf,
  durationText,
  bumpCatalogueVersion,
  findPackageById,
} from '../../catalogue/index.ts'
import { indiaCalendarDate } from '@trippy/contracts/calendar'
import { toPaise, toRupees } from '@trippy/contracts/money'
import { medicalCertificateByDefault } from '@trippy/contracts/readiness'
import { newId, type Database } from '../../db/index.ts'
import { HttpError } from '../../http-error.ts'
import { recordAudit } from '../audit/audit.ts'
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts'
import {
  categoryExists,
  findAddonIds,
  findConsolePackages,
  findPackageExtras,
  findPackageImages,
  insertPackage,
  isSlugTaken,
  isUniqueViolation,
  lockPackage,
  type PackageChanges,
  replaceAddons,
  updatePackage,
  categorySlugOf,
} from './console-packages.repository.ts'
import { type EncodedImage, imageEntry, type ImageMetaMap } from './package-images.ts'

/** What a new package shows until the operator uploads its own images. */
export const DEFAULT_PACKAGE_IMAGE = '/images/default-trip.svg'

type ImageChoice = { src: string; alt: string }

export async function listConsolePackages(
  db: Kysely<Database>,
  query: { page: number; pageSize: number; q?: string | undefined },
): Promise<{ packages: ConsolePackageListItem[]; meta: PageMeta }> {
  const { rows, total } = await findConsolePackages(db, query, indiaCalendarDate(new Date()))
  return {
    packages: rows.map((row) => ({
      _id: row.id,
      slug: row.slug,
      name: row.name,
      location: row.location,
      category: { _id: row.category_id, name: row.category_name },
      durationDays: row.duration_days,
      originalPrice: toRupees(row.original_price_paise),
      offerPrice: toRupees(row.offer_price_paise),
      isActive: row.is_active === 1,
      isFeatured: row.is_featured === 1,
      cardImage: row.card_image,
      upcomingDepartures: Number(row.upcoming_departures ?? 0),
      bookings: Number(row.bookings ?? 0),
      updatedAt: row.updated_at,
    })),
    meta: { page: query.page, pageSize: query.pageSize, total },
  }
}

/** A package as the console edits it, hidden or not; 404 when there is none. */
export async function getConsolePackage(db: Kysely<Database>, id: string): Promise<ConsolePackage> {
  const [row, extras] = await Promise.all([findPackageById(db, id), findPackageExtras(db, id)])
  if (!row || !extras) throw new HttpError(404, MESSAGES.notFound)
  const { images, ...pkg } = await packageOf(db, row)
  const meta = JSON.parse(extras.image_meta_json) as ImageMetaMap
  return {
    ...pkg,
    images: {
      cardImage: imageEntry(images.cardImage, meta),
      main: imageEntry(images.main, meta),
      gallery: images.gallery.map((src) => imageEntry(src, meta)),
    },
    bookings: Number(extras.bookings ?? 0),
    createdAt: extras.created_at,
    updatedAt: extras.updated_at,
  }
}

export async function createConsolePackage(
  db: Kysely<Database>,
  staff: AuthenticatedStaff,
  body: CreateConsolePackageBody,
  now = new Date(),
): Promise<ConsolePackage> {
  checkPrices(body.originalPrice, body.offerPrice)
  if (body.hindi) checkHindiDays(body.hindi, body.itinerary ?? [])
  await checkCategory(db, body.categoryId)
  await checkSlug(db, body.slug)
  const id = newId()
  const stamp = now.toISOString()
  const card = body.images?.cardImage ?? { src: DEFAULT_PACKAGE_IMAGE, alt: '' }
  const main = body.images?.main ?? card
  const gallery = body.images?.gallery ?? []
  const requiresMedicalCertificate =
    body.facts?.requiresMedicalCertificate ??
    medicalCertificateByDefault(
      await categorySlugOf(db, body.categoryId),
      body.facts?.maxAltitudeMetres ?? 0,
    )
  return writeOrClash(db, async (trx) => {
    await insertPackage(trx, {
      id,
      slug: body.slug,
      name: body.name,
      location: body.location,
      description: body.description,
      package_type: body.packageType,
      duration: body.duration || durationText(body.durationDays),
      duration_days: body.durationDays,
      destination: body.destination,
      city: body.city,
      state: body.state,
      original_price_paise: toPaise(body.originalPrice),
      offer_price_paise: toPaise(body.offerPrice),
      max_participants: body.maxParticipants,
      rating: 0,
      review_count: 0,
      difficulty: body.difficulty,
      max_altitude_m: body.facts?.maxAltitudeMetres ?? 0,
      start_point: body.facts?.startPoint ?? '',
      end_point: body.facts?.endPoint ?? '',
      best_season: body.facts?.bestSeason ?? '',
      requires_medical_certificate: flag(requiresMedicalCertificate),
      labels_json: JSON.stringify(body.labels ?? []),
      is_featured: flag(body.isFeatured ?? false),
      is_new: flag(body.isNew ?? false),
      is_trending: flag(body.isTrending ?? false),
      is_active: flag(body.isActive ?? true),
      category_id: body.categoryId,
      card_image: card.src,
      main_image: main.src,
      gallery_json: JSON.stringify(gallery.map((image) => image.src)),
      image_meta_json: JSON.stringify(withAlts({}, [card, main, ...gallery])),
      itinerary_json: JSON.stringify(body.itinerary ?? []),
      inclusions_json: JSON.stringify(body.inclusions ?? []),
      exclusions_json: JSON.stringify(body.exclusions ?? []),
      ...hindiColumns(body.hindi ?? {}),
      created_at: stamp,
      updated_at: stamp,
    })
    await replaceAddons(trx, id, addonRows(body.addons ?? []))
    await bumpCatalogueVersion(trx)
    const after = await getConsolePackage(trx, id)
    await recordAudit(
      trx,
      { staffId: staff.id, action: 'package.created', entity: 'package', entityId: id, after },
      now,
    )
    return after
  })
}

export async function updateConsolePackage(
  db: Kysely<Database>,
  staff: AuthenticatedStaff,
  id: string,
  body: UpdateConsolePackageBody,
  now = new Date(),
): Promise<ConsolePackage> {
  if (body.categoryId !== undefined) await checkCategory(db, body.categoryId)
  if (body.slug !== undefined) await checkSlug(db, body.slug, id)
  return writeOrClash(db, async (trx) => {
    if (!(await lockPackage(trx, id, now.toISOString())))
      throw new HttpError(404, MESSAGES.notFound)
    const before = await getConsolePackage(trx, id)
    checkPrices(body.originalPrice ?? before.originalPrice, body.offerPrice ?? before.offerPrice)
    if (body.addons) await checkAddonIds(trx, id, body.addons)
    if (body.hindi) checkHindiDays(body.hindi, body.itinerary ?? before.itinerary)

    const changes: PackageChanges = {}
    if (body.name !== undefined) changes.name = body.name
    if (body.slug !== undefined) changes.slug = body.slug
    if (body.location !== undefined) changes.location = body.location
    if (body.description !== undefined) changes.description = body.description
    if (body.packageType !== undefined) changes.package_type = body.packageType
    if (body.durationDays !== undefined) changes.duration_days = body.durationDays
    // The duration text follows the days unless the operator words it themselves.
    if (body.duration) changes.duration = body.duration
    else if (body.duration === '' || body.durationDays !== undefined)
      changes.duration = durationText(body.durationDays ?? before.durationDays)
    if (body.destination !== undefined) changes.destination = body.destination
    if (body.city !== undefined) changes.city = body.city
    if (body.state !== undefined) changes.state = body.state
    if (body.originalPrice !== undefined) changes.original_price_paise = toPaise(body.originalPrice)
    if (body.offerPrice !== undefined) changes.offer_price_paise = toPaise(body.offerPrice)
    if (body.maxParticipants !== undefined) changes.max_participants = body.maxParticipants
    if (body.difficulty !== undefined) changes.difficulty = body.difficulty
    if (body.labels !== undefined) changes.labels_json = JSON.stringify(body.labels)
    if (body.categoryId !== undefined) changes.category_id = body.categoryId
    if (body.isFeatured !== undefined) changes.is_featured = flag(body.isFeatured)
    if (body.isNew !== undefined) changes.is_new = flag(body.isNew)
    if (body.isTrending !== undefined) changes.is_trending = flag(body.isTrending)
    if (body.isActive !== undefined) changes.is_active = flag(body.isActive)
    if (body.itinerary !== undefined) changes.itinerary_json = JSON.stringify(body.itinerary)
    if (body.inclusions !== undefined) changes.inclusions_json = JSON.stringify(body.inclusions)
    if (body.exclusions !== undefined) changes.exclusions_json = JSON.stringify(body.exclusions)
    if (body.hindi !== undefined) Object.assign(changes, hindiColumns(body.hindi))
    const facts = body.facts
    if (facts?.maxAltitudeMetres !== undefined) changes.max_altitude_m = facts.maxAltitudeMetres
    if (facts?.startPoint !== undefined) changes.start_point = facts.startPoint
    if (facts?.endPoint !== undefined) changes.end_point = facts.endPoint
    if (facts?.bestSeason !== undefined) changes.best_season = facts.bestSeason
    if (facts?.requiresMedicalCertificate !== undefined)
      changes.requires_medical_certificate = flag(facts.requiresMedicalCertificate)
    if (body.images) {
      const { cardImage, main, gallery } = body.images
      const stored = await findPackageImages(trx, id)
      const meta = JSON.parse(stored?.image_meta_json ?? '{}') as ImageMetaMap
      if (cardImage) changes.card_image = cardImage.src
      if (main) changes.main_image = main.src
      if (gallery) changes.gallery_json = JSON.stringify(gallery.map((image) => image.src))
      const chosen = [cardImage, main, ...(gallery ?? [])].filter((image) => image !== undefined)
      changes.image_meta_json = JSON.stringify(withAlts(meta, chosen))
    }

    await updatePackage(trx, id, changes)
    if (body.addons) await replaceAddons(trx, id, addonRows(body.addons))
    await bumpCatalogueVersion(trx)
    const after = await getConsolePackage(trx, id)
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: 'package.updated',
        entity: 'package',
        entityId: id,
        before,
        after,
      },
      now,
    )
    return after
  })
}

/** Checks the package is there before an upload is encoded. */
export async function requirePackage(db: Kysely<Database>, id: string): Promise<void> {
  if (!(await findPackageImages(db, id))) throw new HttpError(404, MESSAGES.notFound)
}

/** Puts an encoded upload in its role: card, main, or the end of the gallery. */
export async function addPackageImage(
  db: Kysely<Database>,
  staff: AuthenticatedStaff,
  id: string,
  image: EncodedImage,
  choice: { role: PackageImageRole; alt?: string | undefined },
  now = new Date(),
): Promise<ConsolePackage> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockPackage(trx, id, now.toISOString())))
      throw new HttpError(404, MESSAGES.notFound)
    const before = await getConsolePackage(trx, id)
    const stored = await findPackageImages(trx, id)
    const meta = JSON.parse(stored?.image_meta_json ?? '{}') as ImageMetaMap
    meta[image.src] = { ...image.meta, alt: choice.alt ?? meta[image.src]?.alt ?? '' }
    const changes: PackageChanges = { image_meta_json: JSON.stringify(meta) }
    if (choice.role === 'card') changes.card_image = image.src
    else if (choice.role === 'main') changes.main_image = image.src
    else {
      const gallery = before.images.gallery.map((entry) => entry.src)
      if (!gallery.includes(image.src)) gallery.push(image.src)
      changes.gallery_json = JSON.stringify(gallery)
    }
    await updatePackage(trx, id, changes)
    await bumpCatalogueVersion(trx)
    const after = await getConsolePackage(trx, id)
    await recordAudit(
      trx,
      {
        staffId: staff.id,
        action: 'package.images-added',
        entity: 'package',
        entityId: id,
        before: before.images,
        after: { role: choice.role, added: image.src, images: after.images },
      },
      now,
    )
    return after
  })
}

function flag(value: boolean): number {
  return value ? 1 : 0
}

/** The Hindi columns for texts the console sent: empty texts and lists are stored as none. */
function hindiColumns(hindi: ConsolePackageHindi) {
  const details = {
    ...(hindi.itinerary?.length ? { itinerary: hindi.itinerary } : {}),
    ...(hindi.inclusions?.length ? { inclusions: hindi.inclusions } : {}),
    ...(hindi.exclusions?.length ? { exclusions: hindi.exclusions } : {}),
  }
  return {
    hindi_name: hindi.name || null,
    hindi_description: hindi.description || null,
    hindi_details_json: Object.keys(details).length > 0 ? JSON.stringify(details) : null,
  }
}

/** A Hindi itinerary has every day of the English one, so a Hindi page never misses a day. */
function checkHindiDays(hindi: ConsolePackageHindi, itinerary: readonly unknown[]): void {
  const days = hindi.itinerary?.length ?? 0
  if (days > 0 && days !== itinerary.length)
    throw invalid([{ path: 'hindi.itinerary', message: MESSAGES.hindiItineraryDays }])
}

function addonRows(addons: { id?: string | undefined; name: string; price: number }[]) {
  return addons.map((addon) => ({
    id: addon.id,
    name: addon.name,
    pricePaise: toPaise(addon.price),
  }))
}

/** The alt text of each chosen image, kept beside what is known of the image already. */
function withAlts(meta: ImageMetaMap, chosen: ImageChoice[]): ImageMetaMap {
  const next = { ...meta }
  for (const image of chosen) next[image.src] = { ...next[image.src], alt: image.alt }
  return next
}

function invalid(errors: FieldError[]): HttpError {
  return new HttpError(400, 'Invalid input', errors)
}

function checkPrices(originalPrice: number, offerPrice: number): void {
  if (offerPrice > originalPrice)
    throw invalid([{ path: 'offerPrice', message: MESSAGES.offerAbovePrice }])
}

async function checkCategory(db: Kysely<Database>, categoryId: string): Promise<void> {
  if (!(await categoryExists(db, categoryId)))
    throw invalid([{ path: 'categoryId', message: MESSAGES.categoryNotFound }])
}

function slugClash(): HttpError {
  return new HttpError(409, MESSAGES.slugTaken, [{ path: 'slug', message: MESSAGES.slugTaken }])
}

async function checkSlug(db: Kysely<Database>, slug: string, exceptId?: string): Promise<void> {
  if (await isSlugTaken(db, slug, exceptId)) throw slugClash()
}

async function checkAddonIds(
  db: Kysely<Database>,
  packageId: string,
  addons: { id?: string | undefined }[],
): Promise<void> {
  const own = new Set((await findAddonIds(db, packageId)).map((row) => row.id))
  const errors = addons.flatMap((addon, index) =>
    addon.id && !own.has(addon.id)
      ? [{ path: `addons.${index}.id`, message: 'Not an add-on of this package' }]
      : [],
  )
  if (errors.length > 0) throw invalid(errors)
}

/** Runs a write in a transaction; a slug taken meanwhile by another write answers 409 too. */
async function writeOrClash<T>(
  db: Kysely<Database>,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(write)
  } catch (error) {
    if (isUniqueViolation(error)) throw slugClash()
    throw error
  }
}
