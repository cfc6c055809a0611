import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { openDatabase, migrateToLatest } from '../../db/index.ts'
import {
  DEMO_CATALOGUE_DIR,
  DemoCatalogueError,
  readDemoCatalogue,
} from './demo-catalogue-files.ts'
import { loadDemoCatalogueOnce } from './load.ts'

/** A copy of the data files to break, and a way to change one entry of one file. */
function copyOfTheData() {
  const dir = mkdtempSync(path.join(tmpdir(), 'trippy-demo-data-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  cpSync(DEMO_CATALOGUE_DIR, dir, { recursive: true })
  const edit = (file: string, change: (entries: Record<string, unknown>[]) => void) => {
    const target = path.join(dir, file)
    const entries = parse(readFileSync(target, 'utf8')) as Record<string, unknown>[]
    change(entries)
    writeFileSync(target, stringify(entries))
  }
  return { dir, edit }
}

test('reads every trip of every category file, in the order of categories.yaml', () => {
  const { categories, packages, destinations, blogPosts } = readDemoCatalogue()
  expect(packages.length).toBeGreaterThanOrEqual(30)
  expect(destinations.length).toBeGreaterThan(0)
  expect(blogPosts.length).toBeGreaterThan(0)
  const order = categories.map((category) => category.slug)
  const seen = packages.map((pkg) => order.indexOf(pkg.categorySlug))
  expect(seen).toEqual([...seen].sort((a, b) => a - b))
  expect(new Set(packages.map((pkg) => pkg.categorySlug))).toEqual(new Set(order))
  const kedarnath = packages.find((pkg) => pkg.slug === 'kedarnath-1-dham-yatra')
  expect(kedarnath?.season.length).toBeGreaterThan(0)
})

test('names the file, the trip, the field and the rule a bad edit breaks', () => {
  const cases: [string, (entries: Record<string, unknown>[]) => void, RegExp][] = [
    [
      'packages/treks.yaml',
      (trips) => Object.assign(trips[1] ?? {}, { offerPrice: 999_999 }),
      /^packages\/treks\.yaml: entry 2 \([a-z-]+\), offerPrice: must not be more than originalPrice$/,
    ],
    [
      'packages/char-dham.yaml',
      (trips) => Object.assign(trips[0] ?? {}, { difficulty: 'extreme' }),
      /^packages\/char-dham\.yaml: entry 1 \(kedarnath-1-dham-yatra\), difficulty: /,
    ],
    [
      'packages/treks.yaml',
      (trips) => Object.assign(trips[0] ?? {}, { offerPrise: 100 }),
      /^packages\/treks\.yaml: entry 1 \([a-z-]+\), .*offerPrise/,
    ],
    [
      'packages/treks.yaml',
      (trips) => Object.assign(trips[0] ?? {}, { destinationSlug: 'atlantis' }),
      /^packages\/treks\.yaml: entry 1 \([a-z-]+\), destinationSlug: 'atlantis' is not in destinations\.yaml$/,
    ],
    [
      'packages/treks.yaml',
      (trips) => {
        const first = trips[0] as { itinerary: unknown[] }
        first.itinerary = first.itinerary.slice(1)
      },
      /^packages\/treks\.yaml: entry 1 \([a-z-]+\), itinerary: days must run 1, 2, 3… in order$/,
    ],
    [
      'blog-posts.yaml',
      (posts) => Object.assign(posts[0] ?? {}, { coverImage: 'https://elsewhere.example/x.png' }),
      /^blog-posts\.yaml: entry 1 \([a-z-]+\), coverImage: a path under \/images\/$/,
    ],
  ]
  for (const [file, change, message] of cases) {
    const { dir, edit } = copyOfTheData()
    edit(file, change)
    expect(() => readDemoCatalogue(dir)).toThrow(DemoCatalogueError)
    expect(() => readDemoCatalogue(dir)).toThrow(message)
  }
})

test('refuses a trip file that is not a category, a slug used twice and broken YAML', () => {
  const stray = copyOfTheData()
  writeFileSync(path.join(stray.dir, 'packages', 'cruises.yaml'), '[]\n')
  expect(() => readDemoCatalogue(stray.dir)).toThrow(
    'packages/cruises.yaml: the file name must be a category slug from categories.yaml',
  )

  const twice = copyOfTheData()
  twice.edit('packages/weekend-trips.yaml', (trips) =>
    Object.assign(trips[0] ?? {}, { slug: 'kedarkantha-trek' }),
  )
  expect(() => readDemoCatalogue(twice.dir)).toThrow("slug 'kedarkantha-trek' is used twice")

  const broken = copyOfTheData()
  writeFileSync(path.join(broken.dir, 'destinations.yaml'), '- slug: [unclosed\n')
  expect(() => readDemoCatalogue(broken.dir)).toThrow(/^destinations\.yaml: /)
})

test('a bad data file loads nothing at all into an empty database', async () => {
  const { dir, edit } = copyOfTheData()
  edit('packages/adventure.yaml', (trips) => Object.assign(trips[0] ?? {}, { durationDays: 0 }))
  const { db, kind } = openDatabase({ sqlitePath: path.join(dir, 'app.db') })
  onTestFinished(() => db.destroy())
  await migrateToLatest(db, kind)
  await expect(loadDemoCatalogueOnce(db, new Date(), dir)).rejects.toThrow(
    /packages\/adventure\.yaml: entry 1 \([a-z-]+\), durationDays: /,
  )
  const counts = await Promise.all(
    (['packages', 'categories'] as const).map(async (table) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  )
  expect(counts).toEqual([0, 0])
})
