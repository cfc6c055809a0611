import { afterEach, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { EXPEDITION_MESSAGES, loadCategories, loadExpeditions } from './expedition-answer.ts'

// The page passes the contract's PackageSummarySchema; these tests need only what the rules read.
const Items = z.array(
  z.object({ name: z.string(), isActive: z.boolean(), category: z.object({ name: z.string() }) }),
)
type Item = z.infer<typeof Items>[number]
const schema = Items
const categorySchema = z.array(z.object({ name: z.string() }))

function answer(response: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', () => Promise.resolve().then(response))
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const item = (name: string, category: string, isActive = true): Item => ({
  name,
  isActive,
  category: { name: category },
})

afterEach(() => vi.unstubAllGlobals())

test('treats an HTTP error status, and no answer at all, as a failure to load', async () => {
  answer(json({ success: false, message: 'Internal error' }, 500))
  await expect(loadExpeditions(schema)).rejects.toThrow(EXPEDITION_MESSAGES.failed)
  answer(() => Promise.reject(new TypeError('Failed to fetch')))
  await expect(loadExpeditions(schema)).rejects.toThrow(EXPEDITION_MESSAGES.failed)
})

test('rejects an answer that is not a success with a list the schema accepts', async () => {
  for (const body of [
    { success: false, data: [] },
    { success: true, data: {} },
    { success: true, data: [{ name: 'A' }] },
    [],
    null,
  ]) {
    answer(json(body))
    await expect(loadExpeditions(schema)).rejects.toThrow(EXPEDITION_MESSAGES.invalid)
  }
  answer(() => new Response('<html>', { status: 200 }))
  await expect(loadExpeditions(schema)).rejects.toThrow(EXPEDITION_MESSAGES.invalid)
})

test('keeps only active expeditions, whatever the case of the category', async () => {
  const data = [item('A', 'EXPEDITIONS'), item('B', 'Treks'), item('C', 'expeditions', false)]
  answer(json({ success: true, data }))
  const kept = await loadExpeditions(schema)
  expect(kept.map((pkg) => pkg.name)).toEqual(['A'])
})

test('logs a category failure, or a list it cannot read, and carries on with none', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  answer(() => Promise.reject(new TypeError('offline')))
  expect(await loadCategories(categorySchema)).toEqual([])
  answer(json({ success: true, data: [{ slug: 'no name' }] }))
  expect(await loadCategories(categorySchema)).toEqual([])
  expect(warn).toHaveBeenCalledTimes(2)
  warn.mockRestore()
  answer(json({ success: true, data: [{ name: 'Treks' }] }))
  expect(await loadCategories(categorySchema)).toEqual([{ name: 'Treks' }])
})
