// No zod here: wording for the server's mails and the browser alike.

const rules = new Intl.PluralRules('en-IN')

/** The word that goes with `count`: `pluralWord(1, 'seat', 'seats')` is 'seat', for 0 or 2 'seats'. */
export function pluralWord(count: number, one: string, other: string): string {
  return rules.select(count) === 'one' ? one : other
}

/** A count with its word, e.g. '1 traveller', '4 travellers', '0 travellers'. */
export function plural(count: number, one: string, other: string): string {
  return `${count} ${pluralWord(count, one, other)}`
}
