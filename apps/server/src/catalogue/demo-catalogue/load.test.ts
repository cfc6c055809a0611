import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isInSeason } from '@trippy/contracts/seasons'
import { expect, onTestFinished, test } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { buildApp } from '../../app.ts'
import { loadEnv } from '../../env.ts'
import { openDatabase, migrateToLatest } from '../../db/index.ts'
import { getPackage, listPackages } from '../catalogue.service.ts'
import { readDemoCatalogue } from './demo-catalogue-files.ts'
import { durationText, loadDemoCatalogueOnce } from './load.ts'

const demoPackages = readDemoCatalogue().packages

test('writes the duration as days and nights', () => {
  expect(durationText(1)).toBe('1 Day')
  expect(durationText(2)).toBe('2 Days / 1 Night')
  expect(durationText(6)).toBe('6 Days / 5 Nights')
})

test('loads the demo catalogue on first start only', async () => {
  const app = await createTestApp()
  const count = async () =>
    (
      await app.db
        .selectFrom('packages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n
  expect(Number(await count())).toBe(demoPackages.length)
  expect(await loadDemoCatalogueOnce(app.db)).toBe(false)
  expect(Number(await count())).toBe(demoPackages.length)
})

test('every demo trip has future departures with seats and its full itinerary', async () => {
  const app = await createTestApp()
  const packages = await listPackages(app.db)
  expect(packages.length).toBeGreaterThanOrEqual(30)
  for (const pkg of packages) {
    expect(pkg._id).toMatch(/^[0-9a-f]{24}$/)
    expect(pkg.batchDates.length).toBeGreaterThan(0)
    expect(pkg.batchDates.every((departure) => departure.availability > 0)).toBe(true)
    const detail = await getPackage(app.db, pkg.slug)
    expect(detail?.itinerary.map((day) => day.day)).toEqual(
      Array.from({ length: pkg.durationDays }, (_, i) => i + 1),
    )
    expect(pkg.offerPrice).toBeLessThanOrEqual(pkg.originalPrice)
  }
})

test('lists a category case-insensitively and only active trips', async () => {
  const app = await createTestApp()
  const charDham = await listPackages(app.db, { categoryNames: ['char dham'] })
  expect(charDham.length).toBeGreaterThanOrEqual(3)
  expect(charDham.every((pkg) => pkg.category.name === 'Char Dham')).toBe(true)
  const first = charDham[0]
  if (!first) throw new Error('no Char Dham trips')
  await app.db.updateTable('packages').set({ is_active: 0 }).where('id', '=', first._id).execute()
  const after = await listPackages(app.db, { categoryNames: ['CHAR DHAM'] })
  expect(after.map((pkg) => pkg._id)).not.toContain(first._id)
})

test('loaded on 23 November 2026, every departure is in season and Kedarnath waits for May 2027', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'trippy-demo-'))
  const { db, kind } = openDatabase({ sqlitePath: path.join(dir, 'app.db') })
  onTestFinished(async () => {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  })
  await migrateToLatest(db, kind)
  expect(await loadDemoCatalogueOnce(db, new Date('2026-11-23T06:00:00Z'))).toBe(true)
  const rows = await db
    .selectFrom('batches')
    .innerJoin('packages', 'packages.id', 'batches.package_id')
    .select(['packages.slug', 'batches.start_date', 'batches.end_date'])
    .orderBy('batches.start_date')
    .execute()
  const seasons = new Map(demoPackages.map((pkg) => [pkg.slug, pkg.season]))
  expect(new Set(rows.map((row) => row.slug)).size).toBe(demoPackages.length)
  for (const row of rows) {
    const season = seasons.get(row.slug) ?? []
    expect(isInSeason(season, row.start_date) && isInSeason(season, row.end_date), row.slug).toBe(
      true,
    )
  }
  const kedarnath = rows.filter((row) => row.slug === 'kedarnath-1-dham-yatra')
  expect(kedarnath.length).toBeGreaterThan(0)
  for (const row of kedarnath) expect(row.start_date).toMatch(/^2027-0[56]-/)
  const kedarkantha = rows.filter((row) => row.slug === 'kedarkantha-trek')
  expect(kedarkantha[0]?.start_date).toBe('2026-12-03')
})

test('starts with an empty catalogue when DEMO_CATALOGUE=false, for an operator of their own', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trippy-empty-'))
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEMO_CATALOGUE: 'false',
    }),
    web: false,
  })
  onTestFinished(() => app.close())
  const packages = await app.inject({ method: 'GET', url: '/api/packages' })
  expect(packages.statusCode).toBe(200)
  expect(packages.json()).toMatchObject({ success: true, data: [] })
  expect(loadEnv({}).DEMO_CATALOGUE).toBe(true)
  expect(() => loadEnv({ DEMO_CATALOGUE: 'no' })).toThrow(/DEMO_CATALOGUE/)
})
