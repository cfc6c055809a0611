import type { Category, PackageSummary } from '@trippy/contracts'

export const EXPEDITION_MESSAGES = {
  loading: 'Loading expeditions...',
  failed: 'Failed to load expeditions. Please check your connection and try again.',
  invalid: 'Invalid expedition data received',
  heading: 'Something went wrong',
} as const

export class ExpeditionLoadError extends Error {}

/**
 * The spec's reading of GET /api/packages/category/expeditions: an HTTP error status is an error;
 * the answer must be a success with a data array; only active items whose category is
 * 'expeditions' (any case) are kept.
 */
export async function readExpeditionAnswer(response: Response): Promise<PackageSummary[]> {
  if (!response.ok) throw new ExpeditionLoadError(EXPEDITION_MESSAGES.failed)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new ExpeditionLoadError(EXPEDITION_MESSAGES.invalid)
  }
  const envelope = body as { success?: unknown; data?: unknown }
  if (envelope?.success !== true || !Array.isArray(envelope.data))
    throw new ExpeditionLoadError(EXPEDITION_MESSAGES.invalid)
  return (envelope.data as PackageSummary[]).filter(
    (pkg) => pkg?.isActive === true && pkg.category?.name?.toLowerCase() === 'expeditions',
  )
}

/** Categories for the filter; a failure is only logged (spec §7). */
export async function readCategoryAnswer(
  fetchCategories: () => Promise<Response>,
): Promise<Category[]> {
  try {
    const response = await fetchCategories()
    const body = (await response.json()) as { success?: unknown; data?: unknown }
    return body.success === true && Array.isArray(body.data) ? (body.data as Category[]) : []
  } catch (error) {
    console.warn('Could not load categories', error)
    return []
  }
}
