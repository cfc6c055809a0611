import { z } from './zod.ts'
import { IdSchema } from './ids.ts'

export const BlogPostSchema = z.object({
  _id: IdSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.array(z.string()),
  coverImage: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.iso.datetime(),
})
export type BlogPost = z.infer<typeof BlogPostSchema>

export const DestinationSchema = z.object({
  _id: IdSchema,
  slug: z.string(),
  name: z.string(),
  state: z.string(),
  summary: z.string(),
  description: z.string(),
  image: z.string(),
  isPopular: z.boolean(),
  isNew: z.boolean(),
})
export type Destination = z.infer<typeof DestinationSchema>
