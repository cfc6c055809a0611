import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import {
  LEAD_MODAL_SEEN_KEY,
  OPEN_ON_FIRST_VISIT_SCRIPT,
  TRIP_PLAN_DIALOG_ID,
} from './first-visit.ts'

/**
 * Runs the page's inline script against a browser's storage and document, as the parser would:
 * what it opened, and what it took out of the page.
 */
function runScript(storage: {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}) {
  const opened: string[] = []
  const removed: string[] = []
  const document = {
    getElementById: (id: string) => ({
      showModal: () => opened.push(id),
      remove: () => removed.push(id),
    }),
    currentScript: { remove: () => removed.push('script') },
  }
  runInNewContext(OPEN_ON_FIRST_VISIT_SCRIPT, { localStorage: storage, document, Date })
  return { opened, removed }
}

function memoryStorage(entries: Record<string, string> = {}) {
  return {
    entries,
    getItem: (key: string) => entries[key] ?? null,
    setItem: (key: string, value: string) => {
      entries[key] = value
    },
  }
}

test('opens the trip-plan modal on the first visit and records it', () => {
  const storage = memoryStorage()
  expect(runScript(storage)).toEqual({ opened: [TRIP_PLAN_DIALOG_ID], removed: [] })
  expect(Date.parse(storage.entries[LEAD_MODAL_SEEN_KEY] ?? '')).not.toBeNaN()
})

test('does not open it again once the visit is recorded, and takes it and itself out of the page', () => {
  const storage = memoryStorage()
  runScript(storage)
  expect(runScript(storage)).toEqual({ opened: [], removed: [TRIP_PLAN_DIALOG_ID, 'script'] })
})

test('does not open it where storage cannot be written, as the visit could not be remembered', () => {
  const storage = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    },
  }
  expect(runScript(storage)).toEqual({ opened: [], removed: [TRIP_PLAN_DIALOG_ID, 'script'] })
})
