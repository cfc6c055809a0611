import { SITE } from '@trippy/contracts/site'
import { hasLanguageVersions, languageTag, localizePath, LOCALES } from '@trippy/i18n/locale'
import { getLocale } from '@trippy/i18n/runtime'
import type { MetaDescriptor } from 'react-router'
import heroImage from 'public-image:/images/hero.svg'

type RootData = { site: { publicUrl: string } }

/** The site's public address from the root loader, for canonical and Open Graph URLs. */
export function publicUrlFrom(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined
  return root?.site.publicUrl ?? 'http://localhost:3000'
}

export type PageSeo = {
  title: string
  description: string
  /** Path of the page, e.g. '/treks'. */
  path: string
  publicUrl: string
  image?: string
  type?: 'website' | 'article' | 'product'
  noindex?: boolean
}

/**
 * The page in each language, for search engines: `hreflang` alternates both ways, and English as
 * the `x-default` for readers of neither.
 */
export function languageAlternates(path: string, publicUrl: string): MetaDescriptor[] {
  if (!hasLanguageVersions(path)) return []
  const english = new URL(localizePath(path, 'en'), publicUrl).href
  return [
    ...LOCALES.map((locale) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: languageTag(locale),
      href: new URL(localizePath(path, locale), publicUrl).href,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: english },
  ]
}

/**
 * Title, description, canonical link (the page in its own language), language alternates, Open
 * Graph and Twitter tags for one page.
 */
export function seoMeta(page: PageSeo): MetaDescriptor[] {
  const locale = getLocale()
  const url = new URL(localizePath(page.path, locale), page.publicUrl).href
  const image = new URL(page.image ?? heroImage, page.publicUrl).href
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(page.noindex ? [] : languageAlternates(page.path, page.publicUrl)),
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: locale === 'hi' ? 'hi_IN' : 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

type JsonLd = Record<string, unknown>

/** The operator as a schema.org TravelAgency, for the home page. */
export function travelAgencyJsonLd(agency: {
  publicUrl: string
  email: string
  telephone: string
  address: { streetAddress: string; locality: string; region: string; postalCode: string }
  sameAs?: string[]
}): JsonLd {
  const url = new URL('/', agency.publicUrl).href
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${url}#organization`,
    name: SITE.name,
    description: SITE.tagline,
    url,
    logo: new URL('/favicon.svg', agency.publicUrl).href,
    image: new URL(heroImage, agency.publicUrl).href,
    email: agency.email,
    telephone: agency.telephone,
    currenciesAccepted: 'INR',
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.address.streetAddress,
      addressLocality: agency.address.locality,
      addressRegion: agency.address.region,
      postalCode: agency.address.postalCode,
      addressCountry: 'IN',
    },
    areaServed: ['Uttarakhand', 'Himachal Pradesh', 'Kashmir', 'Sikkim', 'North East India'],
    ...(agency.sameAs?.length ? { sameAs: agency.sameAs } : {}),
  }
}

/** A BreadcrumbList from the home page down to the current page. */
export function breadcrumbJsonLd(
  publicUrl: string,
  crumbs: readonly { name: string; path: string }[],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, position) => ({
      '@type': 'ListItem',
      position: position + 1,
      name: crumb.name,
      item: new URL(crumb.path, publicUrl).href,
    })),
  }
}

/** A blog post as a schema.org Article. */
export function articleJsonLd(article: {
  publicUrl: string
  path: string
  headline: string
  description: string
  image: string
  author: string
  datePublished: string
  keywords?: string[]
}): JsonLd {
  const url = new URL(article.path, article.publicUrl).href
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    mainEntityOfPage: url,
    url,
    headline: article.headline,
    description: article.description,
    image: new URL(article.image, article.publicUrl).href,
    datePublished: article.datePublished,
    author: { '@type': 'Organization', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', article.publicUrl).href },
    },
    inLanguage: 'en-IN',
    ...(article.keywords?.length ? { keywords: article.keywords.join(', ') } : {}),
  }
}

/** Questions and answers as a schema.org FAQPage. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** A meta descriptor that React Router renders as a `<script type="application/ld+json">`. */
export function jsonLdMeta(data: JsonLd): MetaDescriptor {
  return { 'script:ld+json': data }
}

type SiteFacts = { publicUrl: string; supportEmail: string; operatorWhatsapp: string }

/** The public site facts from the root loader (address, support email, operator's number). */
export function siteFrom(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): SiteFacts {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { site?: Partial<SiteFacts> } | undefined
  return {
    publicUrl: root?.site?.publicUrl ?? publicUrlFrom(matches),
    supportEmail: root?.site?.supportEmail ?? '',
    operatorWhatsapp: root?.site?.operatorWhatsapp ?? '',
  }
}
