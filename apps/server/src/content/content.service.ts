import type { BlogPost, Destination } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import {
  findBlogPost,
  findBlogPosts,
  findDestination,
  findDestinations,
} from './content.repository.ts'

type BlogRow = Awaited<ReturnType<typeof findBlogPosts>>[number]
type DestinationRow = Awaited<ReturnType<typeof findDestinations>>[number]

const toBlogPost = (row: BlogRow): BlogPost => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  body: JSON.parse(row.body_json) as string[],
  coverImage: row.cover_image,
  author: row.author,
  tags: JSON.parse(row.tags_json) as string[],
  publishedAt: row.published_at,
})

const toDestination = (row: DestinationRow): Destination => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  state: row.state,
  summary: row.summary,
  description: row.description,
  image: row.image,
  isPopular: row.is_popular === 1,
  isNew: row.is_new === 1,
})

export async function listBlogPosts(db: Kysely<Database>): Promise<BlogPost[]> {
  return (await findBlogPosts(db)).map(toBlogPost)
}

export async function getBlogPost(
  db: Kysely<Database>,
  idOrSlug: string,
): Promise<BlogPost | null> {
  const row = await findBlogPost(db, idOrSlug)
  return row ? toBlogPost(row) : null
}

export async function listDestinations(db: Kysely<Database>): Promise<Destination[]> {
  return (await findDestinations(db)).map(toDestination)
}

export async function getDestination(
  db: Kysely<Database>,
  slug: string,
): Promise<Destination | null> {
  const row = await findDestination(db, slug)
  return row ? toDestination(row) : null
}
