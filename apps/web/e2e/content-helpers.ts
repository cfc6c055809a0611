import type { Page } from '@playwright/test'
import { LEAD_MODAL_SEEN_KEY } from '../app/features/leads/first-visit.ts'

/** Marks the first-visit trip-plan modal as seen, so that it does not cover the page under test. */
export async function skipFirstVisitModal(page: Page) {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'seen'), LEAD_MODAL_SEEN_KEY)
}

/** Every JSON-LD block on the page, parsed. */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}
