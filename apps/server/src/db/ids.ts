import { randomBytes } from 'node:crypto'

/** A new 24-character lowercase hex id (DESIGN §3). */
export function newId(): string {
  return randomBytes(12).toString('hex')
}
