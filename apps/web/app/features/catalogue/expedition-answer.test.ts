import { expect, test, vi } from 'vitest'
import {
  EXPEDITION_MESSAGES,
  readCategoryAnswer,
  readExpeditionAnswer,
} from './expedition-answer.ts'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const item = (name: string, category: string, isActive = true) => ({
  name,
  isActive,
  category: { _id: 'x', name: category },
})

test('treats an HTTP error status as a failure to load', async () => {
  await expect(readExpeditionAnswer(json({ success: false }, 500))).rejects.toThrow(
    EXPEDITION_MESSAGES.failed,
  )
})

test('rejects an answer that is not a success with a data array', async () => {
  for (const body of [{ success: false, data: [] }, { success: true, data: {} }, [], null]) {
    await expect(readExpeditionAnswer(json(body))).rejects.toThrow(
      'Invalid expedition data received',
    )
  }
  await expect(readExpeditionAnswer(new Response('<html>', { status: 200 }))).rejects.toThrow(
    'Invalid expedition data received',
  )
})

test('keeps only active expeditions, whatever the case of the category', async () => {
  const data = [item('A', 'EXPEDITIONS'), item('B', 'Treks'), item('C', 'expeditions', false)]
  const kept = await readExpeditionAnswer(json({ success: true, data }))
  expect(kept.map((pkg) => pkg.name)).toEqual(['A'])
})

test('logs a category failure and carries on with none', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  expect(await readCategoryAnswer(() => Promise.reject(new Error('offline')))).toEqual([])
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})
