import {
  hasLanguageVersions,
  isLocale,
  LANGUAGE_COOKIE,
  localeFromPath,
  localizePath,
} from '@trippy/i18n/locale'
import type { FastifyRequest } from 'fastify'

const LANGUAGE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`)

/**
 * Where a visitor who chose a language with the switch (the `lang` cookie) is sent when they
 * arrive from outside the site (typed, a bookmark, a search result: `Sec-Fetch-Site` none or
 * cross-site) at a page in the other language: the same page in theirs. Never on a first visit
 * (no cookie), never for `Accept-Language`, never within the site (following a link, the switch
 * itself), never for crawlers (they keep no cookies). Undefined: serve the page asked for.
 */
export function rememberedLanguagePath(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie
  if (cookie === undefined || !cookie.includes(`${LANGUAGE_COOKIE}=`)) return undefined
  if (request.method !== 'GET' || request.headers['sec-fetch-dest'] !== 'document') return undefined
  const site = request.headers['sec-fetch-site']
  if (site !== 'none' && site !== 'cross-site') return undefined
  const chosen = LANGUAGE_IN_COOKIE.exec(cookie)?.[1]
  const pathname = request.url.split('?', 1)[0] ?? '/'
  if (!isLocale(chosen) || chosen === localeFromPath(pathname) || !hasLanguageVersions(pathname))
    return undefined
  return localizePath(request.url, chosen)
}
