import { Fragment, type ReactNode } from 'react'
import { getLocale } from '../../lib/i18n.ts'

/**
 * A value of the catalogue's data (a category, a duration, a place, an add-on) in the page's
 * language, like `packageText`: `lang: 'en'` when a Hindi page shows the operator's English.
 */
export type DataText = { value: string; lang?: 'en' }

/**
 * A value from a small known set: its Hindi on a Hindi page when `hindi` knows it, otherwise the
 * English marked `lang: 'en'`. English pages always get the value as it is.
 */
export function knownText(value: string, hindi: (() => string) | undefined): DataText {
  if (getLocale() !== 'hi') return { value }
  return hindi ? { value: hindi() } : { value, lang: 'en' }
}

/** Free text the operator typed (an add-on, a meeting point, a town): English on every page. */
export function operatorText(value: string): DataText {
  return getLocale() === 'hi' ? { value, lang: 'en' } : { value }
}

/**
 * The text inline: a bare string where it is in the page's language, so an English page renders
 * exactly what `{value}` did, and a `<span lang="en">` where a Hindi page shows English.
 */
export function DataSpan({ text }: { text: DataText }) {
  return text.lang ? <span lang={text.lang}>{text.value}</span> : text.value
}

const MARK = '\u0000'

/**
 * A message with some inputs that may be English on a Hindi page: each of those inside its own
 * `<span lang="en">`. When none is, the message's plain string, as `message(inputs)` gave it.
 */
export function messageWithData<Inputs extends Record<string, unknown>>(
  message: (inputs: Inputs) => string,
  inputs: { [Key in keyof Inputs]: Inputs[Key] | DataText },
): ReactNode {
  const texts = new Map<string, DataText>()
  const plain: Record<string, unknown> = {}
  for (const [name, input] of Object.entries(inputs)) {
    const text = isDataText(input) ? input : undefined
    if (text?.lang) {
      texts.set(name, text)
      plain[name] = `${MARK}${name}${MARK}`
    } else plain[name] = text ? text.value : input
  }
  const written = message(plain as Inputs)
  if (texts.size === 0) return written
  return written.split(new RegExp(`${MARK}(\\w+)${MARK}`)).map((part, index) => {
    // split with a capture group: the odd parts are the inputs' names.
    const text = index % 2 === 1 ? texts.get(part) : undefined
    return text ? (
      <span key={index} lang={text.lang}>
        {text.value}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    )
  })
}

function isDataText(input: unknown): input is DataText {
  return typeof input === 'object' && input !== null && 'value' in input
}
