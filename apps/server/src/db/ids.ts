import { randomFillSync } from 'node:crypto'

const ID_BYTES = 12
// Random bytes are drawn for 256 ids at a time, as crypto.randomUUID does: one call into the
// CSPRNG per id was 3 % of a booking rush's CPU.
const pool = Buffer.alloc(ID_BYTES * 256)
let taken = pool.length

/** A new 24-character lowercase hex id. */
export function newId(): string {
  if (taken === pool.length) {
    randomFillSync(pool)
    taken = 0
  }
  taken += ID_BYTES
  return pool.toString('hex', taken - ID_BYTES, taken)
}
