import { useSyncExternalStore } from 'react'
import { makeAnswersWaitFor } from '../../lib/api-client.ts'
import { getLocale } from '../../lib/i18n.ts'

/**
 * zod's and the API's messages come in English; on a Hindi page a form shows them in Hindi when
 * they are known ones (form-text-lookup.ts). The lookup is loaded on Hindi pages only, when a form
 * is first used (`loadFormTexts`), so no page carries it before then; while it loads a message
 * shows in English, marked lang="en", and components that show messages (`useFormTexts`) show it
 * again in Hindi once it is there. The server has it from the start (server/app.ts), and a Hindi
 * page whose HTML holds such a message (`data-form-text`) loads it before hydrating (root.tsx).
 */
// An English build knows at build time that no page needs the lookup, and drops what uses it.
const onEnglishPage = () => import.meta.env.PAGE_LOCALE === 'en' || getLocale() === 'en'

let translate: ((english: string) => string | undefined) | undefined
let loading: Promise<void> | undefined
const waiting = new Set<() => void>()

/** Loads the Hindi of the known messages, once; nothing to load on English pages. */
export function loadFormTexts(): Promise<void> {
  if (onEnglishPage()) return Promise.resolve()
  loading ??= import('./form-text-lookup.ts').then((lookup) => {
    translate = lookup.translate
    for (const wake of waiting) wake()
  })
  return loading
}

// An API answer's message is shown in Hindi at once: each call waits for the lookup as well.
makeAnswersWaitFor(loadFormTexts)

const subscribe = (wake: () => void) => {
  waiting.add(wake)
  return () => void waiting.delete(wake)
}
const loaded = () => translate !== undefined

/** Shows the caller again once the lookup has loaded. */
export function useFormTexts(): void {
  useSyncExternalStore(subscribe, loaded, loaded)
}

const DEVANAGARI = /[\u0900-\u097F]/

/** A message in the page's language, or the English marked lang="en" when it is not known. */
export type LocalText = { text: string; lang: 'en' | undefined }

export function formText(english: string): LocalText {
  if (onEnglishPage()) return { text: english, lang: undefined }
  // Already in Hindi (a page's own message passed through the kit): nothing to look up.
  if (DEVANAGARI.test(english)) return { text: english, lang: undefined }
  if (!translate) void loadFormTexts()
  const known = translate?.(english)
  return known === undefined ? { text: english, lang: 'en' } : { text: known, lang: undefined }
}

/** The text alone, for a toast: the translation when known, else the English. */
export function localMessage(english: string): string {
  return formText(english).text
}

/** A message inline: translated when known, else the English in a span marked lang="en". */
export function FormText({ text }: { text: string }) {
  useFormTexts()
  const local = formText(text)
  if (onEnglishPage()) return <>{local.text}</>
  return (
    <span data-form-text="" lang={local.lang}>
      {local.text}
    </span>
  )
}
