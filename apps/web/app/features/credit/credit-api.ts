import { type CreditSummary, CreditSummarySchema } from '@trippy/contracts'
import { api, readStoredSession } from '../../lib/api-client.ts'

/** The signed-in customer's trek credit; null signed out or when it could not be read. */
export async function loadCredit(signal?: AbortSignal): Promise<CreditSummary | null> {
  if (!readStoredSession()) return null
  try {
    const { data } = await api.get('/api/credit', {
      schema: CreditSummarySchema,
      ...(signal ? { signal } : {}),
    })
    return data
  } catch (error) {
    if (signal?.aborted) throw error
    return null
  }
}
