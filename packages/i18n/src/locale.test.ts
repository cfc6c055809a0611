import { describe, expect, it } from 'vitest'
import {
  delocalizePath,
  hasLanguageVersions,
  localeFromPath,
  localizePath,
  pagePathOf,
} from './locale.ts'

describe('language of a path', () => {
  it('reads Hindi only from the /hi prefix', () => {
    expect(localeFromPath('/hi')).toBe('hi')
    expect(localeFromPath('/hi/packages/kedarnath')).toBe('hi')
    expect(localeFromPath('/hiking')).toBe('en')
    expect(localeFromPath('/')).toBe('en')
  })

  it("reads a data request's page from its path", () => {
    expect(pagePathOf('/hi/treks.data')).toBe('/hi/treks')
    expect(pagePathOf('/hi.data')).toBe('/hi')
    expect(pagePathOf('/_.data')).toBe('/')
    expect(pagePathOf('/packages/x')).toBe('/packages/x')
  })

  it('puts a page in Hindi under /hi and back, keeping query and fragment', () => {
    expect(localizePath('/', 'hi')).toBe('/hi')
    expect(localizePath('/?q=kedar', 'hi')).toBe('/hi?q=kedar')
    expect(localizePath('/packages/kedarkantha-trek', 'hi')).toBe('/hi/packages/kedarkantha-trek')
    expect(localizePath('/hi/packages/x', 'hi')).toBe('/hi/packages/x')
    expect(localizePath('/hi/packages/x#dates', 'en')).toBe('/packages/x#dates')
    expect(localizePath('/hi', 'en')).toBe('/')
    expect(delocalizePath('/hi?x=1')).toBe('/?x=1')
  })

  it('leaves the console, the API, files and other sites alone', () => {
    for (const path of [
      '/console',
      '/console/bookings',
      '/api/packages',
      '/sitemap.xml',
      'https://wa.me/91',
    ]) {
      expect(hasLanguageVersions(path)).toBe(false)
      expect(localizePath(path, 'hi')).toBe(path)
    }
  })
})
