/**
 * A fresh Idempotency-Key for one booking confirmation. crypto.randomUUID needs a secure context
 * (https or localhost); elsewhere 16 random bytes in hex do the same job.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
