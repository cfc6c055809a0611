import type { Category, PackageSummary } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { api, type AnswerSchema, ApiError } from '../../lib/api-client.ts'

/** In the page's language, read when shown. */
export const EXPEDITION_MESSAGES = {
  get loading() {
    return m.catalogue_expeditions_loading()
  },
  get failed() {
    return m.catalogue_expeditions_failed()
  },
  get invalid() {
    return m.catalogue_expeditions_invalid()
  },
  get heading() {
    return m.catalogue_something_went_wrong()
  },
}

export class ExpeditionLoadError extends Error {}

/** What the list's rules read of a listed package. */
type ExpeditionItem = Pick<PackageSummary, 'isActive'> & { category: { name: string } }

/** An answer that came (2xx) but is not a success with the data the schema describes. */
function isInvalidAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.kind === 'invalid' || (error.status >= 200 && error.status < 300)
}

/**
 * The original site's reading of GET /api/packages/category/expeditions: an HTTP error status or no
 * answer is a failure to load; an answer that is not a success with a list `schema` accepts is
 * invalid; only active items whose category is 'expeditions' (any case) are kept. The page passes
 * the schema so it is fetched with the page, not with this module.
 */
export async function loadExpeditions<T extends ExpeditionItem = PackageSummary>(
  schema: AnswerSchema<T[]>,
  signal?: AbortSignal,
): Promise<T[]> {
  try {
    const { data } = await api.get('/api/packages/category/expeditions', {
      schema,
      ...(signal ? { signal } : {}),
    })
    return data.filter((pkg) => pkg.isActive && pkg.category.name.toLowerCase() === 'expeditions')
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ExpeditionLoadError(
      isInvalidAnswer(error) ? EXPEDITION_MESSAGES.invalid : EXPEDITION_MESSAGES.failed,
    )
  }
}

/** Categories for the filter; a failure is only logged. */
export async function loadCategories<T = Category>(
  schema: AnswerSchema<T[]>,
  signal?: AbortSignal,
): Promise<T[]> {
  try {
    const { data } = await api.get('/api/categories', { schema, ...(signal ? { signal } : {}) })
    return data
  } catch (error) {
    console.warn('Could not load categories', error)
    return []
  }
}
