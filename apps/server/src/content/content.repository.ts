import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

const blogColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'body_json',
  'cover_image',
  'author',
  'tags_json',
  'published_at',
] as const
const destinationColumns = [
  'id',
  'slug',
  'name',
  'state',
  'summary',
  'description',
  'image',
  'is_popular',
  'is_new',
] as const

export function findBlogPosts(db: Kysely<Database>) {
  return db.selectFrom('blog_posts').select(blogColumns).orderBy('published_at', 'desc').execute()
}

export function findBlogPost(db: Kysely<Database>, idOrSlug: string) {
  return db
    .selectFrom('blog_posts')
    .select(blogColumns)
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst()
}

export function findDestinations(db: Kysely<Database>) {
  return db.selectFrom('destinations').select(destinationColumns).orderBy('sort_order').execute()
}

export function findDestination(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('destinations')
    .select(destinationColumns)
    .where('slug', '=', slug)
    .executeTakeFirst()
}
