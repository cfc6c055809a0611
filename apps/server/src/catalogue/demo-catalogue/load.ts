import type { Kysely } from 'kysely'
import { newId, type Database } from '../../db/index.ts'
import { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
import { toPaise } from '@trippy/contracts/money'
import { medicalCertificateByDefault } from '@trippy/contracts/readiness'
import {
  DEMO_CATALOGUE_DIR,
  type DemoCatalogue,
  readDemoCatalogue,
} from './demo-catalogue-files.ts'
import type { DemoPackage } from './demo-catalogue-schema.ts'
import { departuresFrom } from './departures.ts'

const LOADED_KEY = 'demo_catalogue_loaded_at'

export function durationText(days: number): string {
  const nights = days - 1
  if (nights <= 0) return '1 Day'
  return `${days} Days / ${nights} ${nights === 1 ? 'Night' : 'Nights'}`
}

/**
 * Loads the demo catalogue once, on the first start of an empty database. The marker row is
 * written in the same transaction, so a second process starting at the same time loads nothing.
 * Returns whether it loaded. A data file that breaks a rule throws before anything is written.
 */
export async function loadDemoCatalogueOnce(
  db: Kysely<Database>,
  now = new Date(),
  dir = DEMO_CATALOGUE_DIR,
): Promise<boolean> {
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', LOADED_KEY)
    .executeTakeFirst()
  if (done) return false
  const catalogue = readDemoCatalogue(dir)
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('app_meta')
        .values({ key: LOADED_KEY, value: now.toISOString() })
        .execute()
      await insertDemoCatalogue(trx, catalogue, now)
    })
    return true
  } catch (error) {
    const raced = await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', LOADED_KEY)
      .executeTakeFirst()
    if (raced) return false
    throw error
  }
}

async function insertDemoCatalogue(
  trx: Kysely<Database>,
  { categories, destinations, packages, blogPosts }: DemoCatalogue,
  now: Date,
): Promise<void> {
  const today = indiaCalendarDate(now)
  const stamp = now.toISOString()

  const categoryIds = new Map<string, string>()
  await trx
    .insertInto('categories')
    .values(
      categories.map((category, index) => {
        const id = newId()
        categoryIds.set(category.slug, id)
        return { id, name: category.name, slug: category.slug, sort_order: index }
      }),
    )
    .execute()

  const destinationNames = new Map<string, string>()
  await trx
    .insertInto('destinations')
    .values(
      destinations.map((destination, index) => {
        destinationNames.set(destination.slug, destination.name)
        return {
          id: newId(),
          slug: destination.slug,
          name: destination.name,
          state: destination.state,
          summary: destination.summary,
          description: destination.description,
          image: destination.image,
          is_popular: destination.isPopular ? 1 : 0,
          is_new: destination.isNew ? 1 : 0,
          sort_order: index,
        }
      }),
    )
    .execute()

  for (const demo of packages) {
    const categoryId = categoryIds.get(demo.categorySlug)
    const destination = destinationNames.get(demo.destinationSlug)
    if (!categoryId || !destination)
      throw new Error(`Demo package ${demo.slug} has an unknown category or destination`)
    const packageId = newId()
    await trx
      .insertInto('packages')
      .values({
        id: packageId,
        slug: demo.slug,
        name: demo.name,
        location: demo.location,
        description: demo.description,
        package_type: demo.packageType,
        duration: durationText(demo.durationDays),
        duration_days: demo.durationDays,
        destination,
        city: demo.city,
        state: demo.state,
        original_price_paise: toPaise(demo.originalPrice),
        offer_price_paise: toPaise(demo.offerPrice),
        max_participants: demo.maxParticipants,
        // Only published reviews by travellers give a package a rating (docs/reviews.md).
        rating: 0,
        review_count: 0,
        difficulty: demo.difficulty,
        max_altitude_m: demo.maxAltitudeMetres,
        requires_medical_certificate: medicalCertificateByDefault(
          demo.categorySlug,
          demo.maxAltitudeMetres,
        )
          ? 1
          : 0,
        start_point: demo.startPoint,
        end_point: demo.endPoint,
        best_season: demo.bestSeason,
        labels_json: JSON.stringify(demo.labels),
        is_featured: demo.isFeatured ? 1 : 0,
        is_new: demo.isNew ? 1 : 0,
        is_trending: demo.isTrending ? 1 : 0,
        is_active: 1,
        category_id: categoryId,
        card_image: demo.image,
        main_image: demo.image,
        gallery_json: JSON.stringify(demo.gallery),
        itinerary_json: JSON.stringify(demo.itinerary),
        inclusions_json: JSON.stringify(demo.inclusions),
        exclusions_json: JSON.stringify(demo.exclusions),
        ...hindiColumns(demo.hindi),
        created_at: stamp,
        updated_at: stamp,
      })
      .execute()
    await trx
      .insertInto('batches')
      .values(
        departuresFrom(demo, today).map(({ startDate, seats }) => ({
          id: newId(),
          package_id: packageId,
          start_date: startDate,
          end_date: addDays(startDate, demo.durationDays - 1),
          capacity: seats,
          availability: seats,
        })),
      )
      .execute()
    if (demo.addons.length > 0) {
      await trx
        .insertInto('addon_services')
        .values(
          demo.addons.map((addon, index) => ({
            id: newId(),
            package_id: packageId,
            name: addon.name,
            price_paise: toPaise(addon.price),
            sort_order: index,
          })),
        )
        .execute()
    }
  }

  await trx
    .insertInto('blog_posts')
    .values(
      blogPosts.map((post) => ({
        id: newId(),
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body_json: JSON.stringify(post.body),
        cover_image: post.coverImage,
        author: post.author,
        tags_json: JSON.stringify(post.tags),
        published_at: new Date(now.getTime() - post.publishedDaysAgo * 86_400_000).toISOString(),
      })),
    )
    .execute()
}

/** The package's Hindi columns: name and description apart, the lists as one JSON object. */
function hindiColumns(hindi: DemoPackage['hindi']) {
  const details = {
    ...(hindi?.itinerary ? { itinerary: hindi.itinerary } : {}),
    ...(hindi?.inclusions ? { inclusions: hindi.inclusions } : {}),
    ...(hindi?.exclusions ? { exclusions: hindi.exclusions } : {}),
  }
  return {
    hindi_name: hindi?.name ?? null,
    hindi_description: hindi?.description ?? null,
    hindi_details_json: Object.keys(details).length > 0 ? JSON.stringify(details) : null,
  }
}
