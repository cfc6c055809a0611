/**
 * A LIKE pattern (used with `escape '\'`) matching text that contains `text`, in any case the
 * column is lowered to: `%` and `_` are wildcards in LIKE, and someone typing them means the
 * characters.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
