import { isInSeason } from '@trippy/contracts/seasons'
import { expect, test } from 'vitest'
import { addDays } from '@trippy/contracts/calendar'
import { departuresFrom, FIRST_DEPARTURE_AFTER_DAYS, fitsSeason } from './departures.ts'
import { readDemoCatalogue } from './demo-catalogue-files.ts'
import type { DemoPackage } from './demo-catalogue-schema.ts'

const demoPackages = readDemoCatalogue().packages

// Load days through a whole year, in and out of every season, with a leap day.
const LOAD_DAYS = [
  '2026-11-23',
  '2026-12-20',
  '2027-01-15',
  '2027-03-01',
  '2027-04-20',
  '2027-05-05',
  '2027-06-25',
  '2027-08-10',
  '2027-09-30',
  '2027-10-25',
  '2028-02-29',
]

function bySlug(slug: string): DemoPackage {
  const pkg = demoPackages.find((candidate) => candidate.slug === slug)
  if (!pkg) throw new Error(`no demo trip ${slug}`)
  return pkg
}

/** Every calendar day of a departure, first to last. */
const tripDays = (pkg: DemoPackage, startDate: string) =>
  Array.from({ length: pkg.durationDays }, (_, day) => addDays(startDate, day))

/** Every day of every departure of a trip loaded on `today`. */
const daysOnSale = (pkg: DemoPackage, today: string) =>
  departuresFrom(pkg, today).flatMap(({ startDate }) => tripDays(pkg, startDate))

const monthDay = (date: string) => date.slice(5)

test('no departure of any demo trip has a day outside its season, whatever the load day', () => {
  for (const today of LOAD_DAYS) {
    for (const pkg of demoPackages) {
      const departures = departuresFrom(pkg, today)
      expect(departures.map((departure) => departure.seats)).toEqual(pkg.departures.seats)
      const starts = departures.map((departure) => departure.startDate)
      expect(starts).toEqual([...starts].sort())
      expect(new Set(starts).size).toBe(starts.length)
      expect(starts.every((start) => start >= addDays(today, FIRST_DEPARTURE_AFTER_DAYS))).toBe(
        true,
      )
      const outOfSeason = daysOnSale(pkg, today).filter((day) => !isInSeason(pkg.season, day))
      expect(outOfSeason, `${pkg.slug} loaded ${today}`).toEqual([])
    }
  }
})

test('every demo trip has departures in its next season, computed from the load day', () => {
  for (const today of LOAD_DAYS) {
    for (const pkg of demoPackages) {
      const [first] = departuresFrom(pkg, today)
      if (!first) throw new Error(`${pkg.slug} has no departures from ${today}`)
      expect(first.startDate < addDays(today, 366), `${pkg.slug} from ${today}`).toBe(true)
      // No earlier day could have started the whole trip in season: none of it is skipped.
      const skipped: string[] = []
      for (
        let day = addDays(today, FIRST_DEPARTURE_AFTER_DAYS);
        day < first.startDate;
        day = addDays(day, 1)
      ) {
        if (fitsSeason(pkg.season, day, pkg.durationDays)) skipped.push(day)
      }
      expect(skipped, `${pkg.slug} loaded ${today}`).toEqual([])
    }
  }
})

test('yatras run only while the temples are open, never from November to the end of April', () => {
  const yatras = demoPackages.filter(
    (pkg) => pkg.categorySlug === 'char-dham' || pkg.slug === 'panch-kedar-yatra',
  )
  expect(yatras.map((pkg) => pkg.slug)).toEqual(
    expect.arrayContaining(['kedarnath-1-dham-yatra', 'char-dham-yatra', 'panch-kedar-yatra']),
  )
  for (const today of LOAD_DAYS) {
    for (const pkg of yatras) {
      const shut = daysOnSale(pkg, today).filter(
        (day) => monthDay(day) < '05-01' || monthDay(day) > '10-31',
      )
      expect(shut, `${pkg.slug} loaded ${today}`).toEqual([])
    }
  }
})

test('on 23 November 2026, with Kedarnath shut, its yatras go on sale for its 2027 season', () => {
  const kedarnath = departuresFrom(bySlug('kedarnath-1-dham-yatra'), '2026-11-23')
  expect(kedarnath.length).toBeGreaterThanOrEqual(3)
  for (const { startDate } of kedarnath) expect(startDate).toMatch(/^2027-0[56]-/)
  for (const slug of ['char-dham-yatra', 'do-dham-yatra-kedarnath-badrinath']) {
    const departures = departuresFrom(bySlug(slug), '2026-11-23')
    expect(departures[0]?.startDate).toMatch(/^2027-05-/)
    for (const { startDate } of departures) expect(startDate).toMatch(/^2027-/)
  }
})

test('the Valley of Flowers is sold only while the national park is open, June to October', () => {
  const valley = bySlug('valley-of-flowers-trek')
  for (const today of LOAD_DAYS) {
    const closed = daysOnSale(valley, today).filter(
      (day) => monthDay(day) < '06-01' || monthDay(day) > '10-31',
    )
    expect(closed, `loaded ${today}`).toEqual([])
  }
  for (const { startDate } of departuresFrom(valley, '2026-11-23')) {
    expect(startDate).toMatch(/^2027-(06|07|08|09)-/)
  }
})

test('high passes and summits, 4,200 m and above, are never sold for December to March', () => {
  const high = demoPackages.filter((pkg) => pkg.maxAltitudeMetres >= 4200)
  expect(high.map((pkg) => pkg.slug)).toEqual(
    expect.arrayContaining([
      'hampta-pass-trek',
      'kashmir-great-lakes-trek',
      'stok-kangri-expedition',
    ]),
  )
  for (const today of LOAD_DAYS) {
    for (const pkg of high) {
      const snowbound = daysOnSale(pkg, today).filter((day) =>
        ['12', '01', '02', '03'].includes(day.slice(5, 7)),
      )
      expect(snowbound, `${pkg.slug} loaded ${today}`).toEqual([])
    }
  }
})

test('winter treks run in winter: from 23 November 2026 they leave in December', () => {
  for (const slug of ['kedarkantha-trek', 'brahmatal-trek']) {
    const [first] = departuresFrom(bySlug(slug), '2026-11-23')
    expect(first?.startDate).toMatch(/^2026-12-/)
  }
  const [skiing] = departuresFrom(bySlug('auli-skiing-course'), '2026-11-23')
  expect(skiing?.startDate).toMatch(/^2027-01-/)
})
