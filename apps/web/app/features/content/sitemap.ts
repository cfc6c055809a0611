import type { BlogPost, Destination, PackageSummary } from '@trippy/contracts'
import { languageTag, localizePath, LOCALES } from '@trippy/i18n/locale'

export type SitemapEntry = { path: string; lastmod?: string }

/** Public pages that are not generated from data, in the order a reader would look for them. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/packages',
  '/expeditions',
  '/treks',
  '/char-dham',
  '/spiritual-trips',
  '/backpacking-trips',
  '/weekend-trips',
  '/family-holidays',
  '/adventure',
  '/adventure/activities',
  '/trippy-girls-only-trips',
  '/corporate-trippy-space',
  '/destination',
  '/blogs',
  '/gallery',
  '/travel-coupon',
  '/about',
  '/contact',
  '/work-with-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cancellation-refund',
  '/shipping-delivery',
] as const

/** Pages whose content is the catalogue: they change when a package does. */
const CATALOGUE_PATHS = new Set<string>([
  '/',
  '/packages',
  '/expeditions',
  '/treks',
  '/char-dham',
  '/spiritual-trips',
  '/backpacking-trips',
  '/weekend-trips',
  '/family-holidays',
  '/adventure',
  '/adventure/activities',
  '/trippy-girls-only-trips',
  '/corporate-trippy-space',
  '/gallery',
  '/travel-coupon',
])

/**
 * When a package last changed. The contract does not carry `updatedAt` yet (the packages table
 * has it); this picks it up as soon as it does, and leaves lastmod out until then.
 */
export function packageLastmod(pkg: PackageSummary): string | undefined {
  return 'updatedAt' in pkg && typeof pkg.updatedAt === 'string' ? pkg.updatedAt : undefined
}

function latest(dates: (string | undefined)[]): string | undefined {
  return dates.reduce<string | undefined>(
    (newest, date) => (date && (!newest || date > newest) ? date : newest),
    undefined,
  )
}

/** Every public page, package and post, with lastmod where the data says when it changed. */
export function sitemapEntries(data: {
  packages: PackageSummary[]
  posts: BlogPost[]
  destinations: Destination[]
}): SitemapEntry[] {
  const catalogueLastmod = latest(data.packages.map(packageLastmod))
  const blogLastmod = latest(data.posts.map((post) => post.publishedAt))
  const withLastmod = (path: string, lastmod: string | undefined): SitemapEntry =>
    lastmod ? { path, lastmod } : { path }
  return [
    ...STATIC_PUBLIC_PATHS.map((path) =>
      withLastmod(
        path,
        CATALOGUE_PATHS.has(path) ? catalogueLastmod : path === '/blogs' ? blogLastmod : undefined,
      ),
    ),
    ...data.destinations.map((destination) => ({ path: `/destination/${destination.slug}` })),
    ...data.packages.map((pkg) => withLastmod(`/packages/${pkg.slug}`, packageLastmod(pkg))),
    ...data.posts.map((post) => ({ path: `/blogs/${post.slug}`, lastmod: post.publishedAt })),
  ]
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
}

/**
 * The sitemap protocol's urlset, with absolute URLs on the public address: every page in each
 * language, each naming its versions in the others (`xhtml:link` alternates, English the default).
 */
export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const href = (path: string) => escapeXml(new URL(path, publicUrl).href)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
      const alternates = [
        ...LOCALES.map(
          (locale) =>
            `<xhtml:link rel="alternate" hreflang="${languageTag(locale)}" href="${href(localizePath(entry.path, locale))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${href(entry.path)}"/>`,
      ].join('')
      return LOCALES.map(
        (locale) =>
          `  <url><loc>${href(localizePath(entry.path, locale))}</loc>${lastmod}${alternates}</url>`,
      )
    }),
    '</urlset>',
    '',
  ].join('\n')
}

/** Paths no search engine should crawl: accounts, bookings and the API. */
export const DISALLOWED_PATHS = [
  '/profile',
  '/booking',
  '/bookings',
  '/wishlist',
  '/settings',
  '/api/',
] as const

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.flatMap((path) =>
      [...new Set(LOCALES.map((locale) => localizePath(path, locale)))].map(
        (localized) => `Disallow: ${localized}`,
      ),
    ),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n')
}
