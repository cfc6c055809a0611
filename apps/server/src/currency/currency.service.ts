import { CURRENCIES, type CurrencyRates } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/index.ts'
import { findRates, saveRates } from './currency.repository.ts'

/** Stored rates are refreshed from upstream at most this often. */
export const REFRESH_AFTER_MS = 6 * 60 * 60 * 1000

export async function readRates(
  db: Kysely<Database>,
): Promise<{ rates: CurrencyRates; updatedAt: string }> {
  const rows = await findRates(db)
  const byCode = new Map(rows.map((row) => [row.code, row.rate]))
  const rate = (code: string) => byCode.get(code) ?? 0
  const updatedAt = rows.reduce(
    (oldest, row) => (row.updated_at < oldest ? row.updated_at : oldest),
    rows[0]?.updated_at ?? '',
  )
  return {
    rates: { INR: 1, USD: rate('USD'), EUR: rate('EUR'), GBP: rate('GBP'), JPY: rate('JPY') },
    updatedAt,
  }
}

const UpstreamAnswerSchema = z.object({
  data: z.record(z.string(), z.number().positive()),
})

/**
 * Asks the upstream service for rupee rates and stores the ones we show. Any failure (network,
 * status, shape) leaves the stored rates as they are; the key never leaves the server.
 */
export async function refreshRates(
  db: Kysely<Database>,
  upstream: { url: string; apiKey: string; timeoutMs?: number },
  now = new Date(),
): Promise<boolean> {
  const url = new URL(upstream.url)
  url.searchParams.set('base_currency', 'INR')
  url.searchParams.set('currencies', CURRENCIES.filter((code) => code !== 'INR').join(','))
  const response = await fetch(url, {
    headers: { apikey: upstream.apiKey },
    signal: AbortSignal.timeout(upstream.timeoutMs ?? 5000),
  })
  if (!response.ok) throw new Error(`Currency service answered ${response.status}`)
  const parsed = UpstreamAnswerSchema.safeParse(await response.json())
  if (!parsed.success) throw new Error('Currency service answered an unexpected shape')
  const rates: Record<string, number> = {}
  for (const code of CURRENCIES) {
    const rate = parsed.data.data[code]
    if (code !== 'INR' && rate !== undefined) rates[code] = rate
  }
  if (Object.keys(rates).length === 0) throw new Error('Currency service answered no rates we use')
  await saveRates(db, rates, now.toISOString())
  return true
}
