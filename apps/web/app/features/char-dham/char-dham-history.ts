import * as m from '@trippy/i18n/messages'

// Apart from the guide's other content (char-dham-content.ts): the home page shows this block too,
// and would otherwise load the whole guide's text.
/** The 'History of Chardham Temples' block under the package carousel, in the page's language. */
export function historyParagraphs(): string[] {
  return [m.char_dham_history_p1(), m.char_dham_history_p2()]
}
