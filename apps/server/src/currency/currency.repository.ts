import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'

export function findRates(db: Kysely<Database>) {
  return db.selectFrom('currency_rates').select(['code', 'rate', 'updated_at']).execute()
}

export async function saveRates(
  db: Kysely<Database>,
  rates: Record<string, number>,
  updatedAt: string,
) {
  await db.transaction().execute(async (trx) => {
    for (const [code, rate] of Object.entries(rates)) {
      await trx
        .updateTable('currency_rates')
        .set({ rate, updated_at: updatedAt })
        .where('code', '=', code)
        .execute()
    }
  })
}
