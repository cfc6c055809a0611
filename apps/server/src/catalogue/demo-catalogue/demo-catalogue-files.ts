import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { z } from 'zod'
import {
  DemoBlogPostSchema,
  DemoCategorySchema,
  type DemoBlogPost,
  type DemoCategory,
  type DemoDestination,
  DemoDestinationSchema,
  type DemoPackage,
  DemoPackageSchema,
} from './demo-catalogue-schema.ts'

/** The data files of the demo catalogue, in the repository beside this module. */
export const DEMO_CATALOGUE_DIR = fileURLToPath(new URL('./data', import.meta.url))

export type DemoCatalogue = {
  categories: DemoCategory[]
  destinations: DemoDestination[]
  /** In the order the site lists them: category by category, each file's trips in file order. */
  packages: DemoPackage[]
  blogPosts: DemoBlogPost[]
}

/** A data file that breaks a rule: names the file, the entry and field, and the rule. */
export class DemoCatalogueError extends Error {
  override name = 'DemoCatalogueError'
}

/**
 * Reads and checks every data file: `categories.yaml`, `destinations.yaml`, `blog-posts.yaml` and
 * `packages/<category slug>.yaml` (the trips of that category). Throws a DemoCatalogueError on the
 * first file that breaks a rule, so a bad edit stops the start instead of loading half a catalogue.
 */
export function readDemoCatalogue(dir = DEMO_CATALOGUE_DIR): DemoCatalogue {
  const categories = readList(dir, 'categories.yaml', DemoCategorySchema)
  const destinations = readList(dir, 'destinations.yaml', DemoDestinationSchema)
  const blogPosts = readList(dir, 'blog-posts.yaml', DemoBlogPostSchema)
  unique('categories.yaml', categories, 'slug')
  unique('destinations.yaml', destinations, 'slug')
  unique('blog-posts.yaml', blogPosts, 'slug')

  const categorySlugs = new Set(categories.map((category) => category.slug))
  const destinationSlugs = new Set(destinations.map((destination) => destination.slug))
  const files = readdirSync(path.join(dir, 'packages')).filter((file) => file.endsWith('.yaml'))
  for (const file of files) {
    if (!categorySlugs.has(file.replace(/\.yaml$/, '')))
      throw new DemoCatalogueError(
        `packages/${file}: the file name must be a category slug from categories.yaml`,
      )
  }
  const packages: DemoPackage[] = []
  for (const category of categories) {
    const file = `${category.slug}.yaml`
    if (!files.includes(file)) continue
    const trips = readList(dir, `packages/${file}`, DemoPackageSchema)
    trips.forEach((trip, index) => {
      if (!destinationSlugs.has(trip.destinationSlug))
        throw new DemoCatalogueError(
          `packages/${file}: entry ${index + 1} (${trip.slug}), destinationSlug: '${trip.destinationSlug}' is not in destinations.yaml`,
        )
      packages.push({ ...trip, categorySlug: category.slug })
    })
  }
  unique('packages/', packages, 'slug')
  return { categories, destinations, packages, blogPosts }
}

function readList<T extends z.ZodType>(dir: string, file: string, schema: T): z.output<T>[] {
  let data: unknown
  try {
    data = parse(readFileSync(path.join(dir, file), 'utf8'))
  } catch (error) {
    throw new DemoCatalogueError(`${file}: ${(error as Error).message}`)
  }
  const result = z.array(schema).safeParse(data)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  if (!issue) throw new DemoCatalogueError(`${file}: not a list of entries`)
  const [index, ...field] = issue.path
  const entry = typeof index === 'number' ? describeEntry(data, index) : 'the file'
  const at = field.length > 0 ? `${field.join('.')}: ` : ''
  throw new DemoCatalogueError(`${file}: ${entry}, ${at}${issue.message}`)
}

function describeEntry(data: unknown, index: number): string {
  const item = Array.isArray(data) ? (data[index] as { slug?: unknown } | undefined) : undefined
  const slugText = typeof item?.slug === 'string' ? ` (${item.slug})` : ''
  return `entry ${index + 1}${slugText}`
}

function unique<T extends { slug: string }>(file: string, items: T[], key: 'slug'): void {
  const seen = new Set<string>()
  for (const item of items) {
    if (seen.has(item[key]))
      throw new DemoCatalogueError(`${file}: ${key} '${item[key]}' is used twice`)
    seen.add(item[key])
  }
}
