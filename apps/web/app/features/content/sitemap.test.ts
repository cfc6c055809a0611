import type { BlogPost, Destination, PackageSummary } from '@trippy/contracts'
import { expect, test } from 'vitest'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts'

const pkg = (slug: string, extra: Record<string, unknown> = {}) =>
  ({ slug, ...extra }) as unknown as PackageSummary
const post = (slug: string, publishedAt: string) => ({ slug, publishedAt }) as BlogPost
const destination = (slug: string) => ({ slug }) as Destination

test('lists every public page, destination, package and post', () => {
  const paths = sitemapEntries({
    packages: [pkg('char-dham-yatra'), pkg('kedarkantha-trek')],
    posts: [post('first-trek', '2025-01-02T00:00:00.000Z')],
    destinations: [destination('uttarakhand')],
  }).map((entry) => entry.path)
  for (const path of [
    '/',
    '/packages',
    '/char-dham',
    '/blogs',
    '/privacy-policy',
    '/destination/uttarakhand',
    '/packages/char-dham-yatra',
    '/packages/kedarkantha-trek',
    '/blogs/first-trek',
  ])
    expect(paths).toContain(path)
  expect(paths).not.toContain('/profile')
  expect(paths).not.toContain('/login')
})

test('dates posts by publication and the blog by its newest post', () => {
  const entries = sitemapEntries({
    packages: [],
    posts: [post('a', '2025-03-01T00:00:00.000Z'), post('b', '2025-05-01T00:00:00.000Z')],
    destinations: [],
  })
  expect(entries.find((entry) => entry.path === '/blogs/a')?.lastmod).toBe(
    '2025-03-01T00:00:00.000Z',
  )
  expect(entries.find((entry) => entry.path === '/blogs')?.lastmod).toBe('2025-05-01T00:00:00.000Z')
})

test('dates a package by its last update once the data carries one', () => {
  const entries = sitemapEntries({
    packages: [pkg('dated', { updatedAt: '2025-04-04T10:00:00.000Z' }), pkg('undated')],
    posts: [],
    destinations: [],
  })
  expect(entries.find((entry) => entry.path === '/packages/dated')?.lastmod).toBe(
    '2025-04-04T10:00:00.000Z',
  )
  expect(entries.find((entry) => entry.path === '/packages/undated')).toEqual({
    path: '/packages/undated',
  })
  expect(entries.find((entry) => entry.path === '/')?.lastmod).toBe('2025-04-04T10:00:00.000Z')
})

test('writes absolute, escaped URLs on the public address', () => {
  const xml = sitemapXml(
    [{ path: '/packages/a&b', lastmod: '2025-01-01T00:00:00.000Z' }, { path: '/' }],
    'https://trippyhimalaya.in',
  )
  expect(xml).toContain(
    '<url><loc>https://trippyhimalaya.in/packages/a&amp;b</loc><lastmod>2025-01-01T00:00:00.000Z</lastmod>',
  )
  expect(xml).toContain('<url><loc>https://trippyhimalaya.in/</loc><xhtml:link')
})

test('lists every page in English and in Hindi, each naming both and English as the default', () => {
  const xml = sitemapXml([{ path: '/packages/kedarnath' }], 'https://trippyhimalaya.in')
  const urls = xml.split('\n').filter((line) => line.includes('<url>'))
  expect(urls.map((url) => url.match(/<loc>([^<]+)</)?.[1])).toEqual([
    'https://trippyhimalaya.in/packages/kedarnath',
    'https://trippyhimalaya.in/hi/packages/kedarnath',
  ])
  for (const url of urls) {
    expect(url).toContain(
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://trippyhimalaya.in/packages/kedarnath"/>',
    )
    expect(url).toContain(
      '<xhtml:link rel="alternate" hreflang="hi" href="https://trippyhimalaya.in/hi/packages/kedarnath"/>',
    )
    expect(url).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://trippyhimalaya.in/packages/kedarnath"/>',
    )
  }
})

test('keeps accounts, bookings and the API out of crawlers and names the sitemap', () => {
  const robots = robotsTxt('https://trippyhimalaya.in')
  for (const path of ['/profile', '/booking', '/bookings', '/api/', '/hi/profile', '/hi/bookings'])
    expect(robots).toContain(`Disallow: ${path}\n`)
  expect(robots).toContain('Sitemap: https://trippyhimalaya.in/sitemap.xml')
})
