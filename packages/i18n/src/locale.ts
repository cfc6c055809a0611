// No zod, no messages: the language rules the server and the browser share.

export const LOCALES = ['en', 'hi'] as const
export type Locale = (typeof LOCALES)[number]
export const BASE_LOCALE: Locale = 'en'

/** Hindi pages live under this prefix; English keeps today's paths. */
export const HINDI_PREFIX = '/hi'

/** The cookie the language switch writes: the visitor's chosen language. */
export const LANGUAGE_COOKIE = 'lang'

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi'
}

/** The language of a page's path: '/hi' and '/hi/…' are Hindi, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en'
}

/**
 * The page a request is for: a React Router data request's path is its page's with '.data'
 * ('/hi/treks.data' is '/hi/treks', '/hi.data' is '/hi', '/_.data' is '/').
 */
export function pagePathOf(requestPath: string): string {
  return requestPath.endsWith('.data')
    ? requestPath.replace(/(\/_)?\.data$/, '') || '/'
    : requestPath
}

/** The path without its language prefix: '/hi/packages/x' → '/packages/x', '/hi' → '/'. */
export function delocalizePath(path: string): string {
  if (localeFromPath(path.split(/[?#]/, 1)[0] ?? '') !== 'hi') return path
  const rest = path.slice(HINDI_PREFIX.length)
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
}

/** Paths that are the operator's or the machine's, never a traveller's page in a language. */
const UNTRANSLATED =
  /^\/(api|console|assets|images|uploads|socket\.io|sitemap\.xml|robots\.txt|favicon)(\/|$|\?|#|\.)/

/** Whether the path is a traveller's page, which exists in every language. */
export function hasLanguageVersions(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNTRANSLATED.test(delocalizePath(path))
}

/**
 * The path of the same page in `locale`: '/packages/x' in Hindi is '/hi/packages/x', '/' is '/hi'.
 * Paths without language versions (the console, the API, files) and other sites stay as they are.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!hasLanguageVersions(path)) return path
  const bare = delocalizePath(path)
  if (locale === BASE_LOCALE) return bare
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#')
    ? `${HINDI_PREFIX}${bare.slice(1)}`
    : `${HINDI_PREFIX}${bare}`
}

/** The BCP 47 tag for Intl (numbers, money, dates, plurals) in each language. */
export function intlLocale(locale: Locale): 'en-IN' | 'hi-IN' {
  return locale === 'hi' ? 'hi-IN' : 'en-IN'
}

/** `<html lang>`, `hreflang` and `Content-Language` per language. */
export function languageTag(locale: Locale): 'en-IN' | 'hi' {
  return locale === 'hi' ? 'hi' : 'en-IN'
}
