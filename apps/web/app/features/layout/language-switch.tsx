import {
  hasLanguageVersions,
  LANGUAGE_COOKIE,
  localizePath,
  type Locale,
} from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { getLocale } from '../../lib/i18n.ts'

const ONE_YEAR_S = 60 * 60 * 24 * 365

/** Remembers the visitor's chosen language (read by no redirect: a first visit never moves). */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`
}

/**
 * The link to the same page in the other language, named in that language ('हिन्दी' on English
 * pages, 'English' on Hindi ones) and marked with its language. A full document load, so the new
 * page comes with its own language's HTML. Shown only on pages that have language versions.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation()
  const here = `${pathname}${search}${hash}`
  if (!hasLanguageVersions(pathname)) return null
  const other: Locale = getLocale() === 'hi' ? 'en' : 'hi'
  const label = other === 'hi' ? m.layout_language_hindi() : m.layout_language_english()
  return (
    <Link
      to={localizePath(here, other)}
      reloadDocument
      hrefLang={other === 'hi' ? 'hi' : 'en'}
      data-testid="language-switch"
      onClick={() => rememberLanguage(other)}
      className={className}
    >
      <span className="sr-only">{m.layout_language_switch_label()}: </span>
      <span lang={other}>{label}</span>
    </Link>
  )
}

/** Whether the browser's first choice among our languages is Hindi. */
function prefersHindi(): boolean {
  const first = navigator.languages.find((tag) => /^(hi|en)\b/i.test(tag))
  return first?.toLowerCase().startsWith('hi') ?? false
}

/**
 * On an English page, for a browser that prefers Hindi and a visitor who has chosen no language
 * yet (no `lang` cookie): a small offer of the Hindi page, never a redirect. Closing it counts as
 * choosing English.
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const chosen = document.cookie.split('; ').some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    setShown(!chosen && prefersHindi())
  }, [])
  if (!shown || getLocale() !== 'en' || !hasLanguageVersions(pathname)) return null
  return (
    <div
      lang="hi"
      data-testid="language-suggestion"
      className="fixed top-18 right-4 z-40 flex items-center gap-2 rounded-full bg-white py-1 pr-1 pl-4 text-sm text-slate-800 shadow-lg ring-1 ring-black/5"
    >
      <Link
        to={localizePath(`${pathname}${search}${hash}`, 'hi')}
        reloadDocument
        hrefLang="hi"
        onClick={() => rememberLanguage('hi')}
        className="text-brand font-semibold underline underline-offset-4"
      >
        {m.layout_language_suggestion()}
      </Link>
      <button
        type="button"
        onClick={() => {
          rememberLanguage('en')
          setShown(false)
        }}
        aria-label={m.layout_language_suggestion_dismiss()}
        className="rounded-full px-2 text-lg leading-none hover:bg-slate-100"
      >
        ×
      </button>
    </div>
  )
}
