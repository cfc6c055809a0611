import type { PackageSummary } from '@trippy/contracts'
import { SEARCH_LIMITS } from './search-messages.ts'

/** An answer to GET /api/packages?q= that is not the success envelope with a list of trips. */
export class SearchAnswerError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SearchAnswerError'
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isText = (value: unknown) => typeof value === 'string'
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)

/** Whether a listed trip carries every field a result card shows. */
function isCardable(value: unknown): value is PackageSummary {
  if (!isRecord(value)) return false
  const { category, images } = value
  return (
    isText(value._id) &&
    isText(value.slug) &&
    isText(value.name) &&
    isText(value.location) &&
    isText(value.duration) &&
    isNumber(value.offerPrice) &&
    isNumber(value.originalPrice) &&
    isNumber(value.rating) &&
    isNumber(value.reviewCount) &&
    isNumber(value.maxParticipants) &&
    isRecord(category) &&
    isText(category.name) &&
    isRecord(images) &&
    isText(images.cardImage)
  )
}

/**
 * Reads the search answer without trusting it (the browser bundle carries no zod): a success
 * envelope whose data is a list of trips with the fields a card needs, cut to the first six.
 * Anything else throws a SearchAnswerError, which empties the results.
 */
export function readSearchAnswer(body: unknown): PackageSummary[] {
  if (!isRecord(body) || body.success !== true || !Array.isArray(body.data))
    throw new SearchAnswerError('The package search answered without a list of packages')
  const data: unknown[] = body.data
  if (!data.every(isCardable))
    throw new SearchAnswerError('The package search answered packages of an unexpected shape')
  return data.slice(0, SEARCH_LIMITS.results)
}
