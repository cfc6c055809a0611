import {
  hasLanguageVersions,
  LANGUAGE_COOKIE,
  localizePath,
  type Locale,
} from '@trippy/i18n/locale'
import * as m from '@trippy/i18n/messages'
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
