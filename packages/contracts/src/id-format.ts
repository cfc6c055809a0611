// No zod here: the browser imports this without the schemas (see package.json exports).

/** Every id is a 24-character lowercase hex string, exposed as `_id`. */
export const ID_PATTERN = /^[0-9a-f]{24}$/

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value)
}
