import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { createImageVersions } from './image-versions.ts'

function clientDirWith(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'trippy-images-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  for (const [urlPath, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, urlPath)), { recursive: true })
    writeFileSync(path.join(dir, urlPath), text)
  }
  return dir
}

test('names a shipped image by its content, and a changed file by a new version', () => {
  const before = createImageVersions(clientDirWith({ '/images/trips/a.svg': '<svg/>' }))
  const after = createImageVersions(clientDirWith({ '/images/trips/a.svg': '<svg></svg>' }))
  const url = before.url('/images/trips/a.svg')
  expect(url).toMatch(/^\/images\/trips\/a\.svg\?v=[\w-]{12}$/)
  expect(before.url('/images/trips/a.svg')).toBe(url)
  expect(after.url('/images/trips/a.svg')).not.toBe(url)
})

test('leaves alone what the build does not ship: uploads, missing files, other paths', () => {
  const dir = clientDirWith({ '/images/a.svg': '<svg/>', '/secret.txt': 'no' })
  const versions = createImageVersions(dir)
  for (const url of [
    '/images/packages/3f2a/9c1d0e2b4a6f8e0d1c2b-960.webp',
    '/images/missing.svg',
    '/images/a.svg?v=old',
    '/images/../secret.txt',
    '/secret.txt',
    'https://example.com/images/a.svg',
    '',
  ])
    expect(versions.url(url)).toBe(url)
})

test('allows caching for good only a request for the current version', () => {
  const dir = clientDirWith({ '/images/a.svg': '<svg/>' })
  const versions = createImageVersions(dir)
  const file = path.join(dir, 'images/a.svg')
  expect(versions.isCurrent(file, versions.url('/images/a.svg'))).toBe(true)
  expect(versions.isCurrent(file, '/images/a.svg')).toBe(false)
  expect(versions.isCurrent(file, '/images/a.svg?v=AAAAAAAAAAAA')).toBe(false)
  expect(versions.isCurrent(file, undefined)).toBe(false)
})

test('versions every image of a package, and the keys of its upload sources with them', () => {
  const dir = clientDirWith({ '/images/a.svg': '<svg/>', '/images/b.svg': '<svg id="b"/>' })
  const { url, ofPackage } = createImageVersions(dir)
  const upload = '/images/packages/p1/0123456789abcdef0123'
  const sources = { avif: `${upload}-480.avif 480w`, webp: '', width: 4, height: 3, alt: 'Camp' }
  const pkg = ofPackage({
    name: 'Kedarkantha',
    images: {
      cardImage: '/images/a.svg',
      main: upload,
      gallery: ['/images/b.svg', upload],
      sources: { [upload]: sources },
    },
  })
  expect(pkg).toEqual({
    name: 'Kedarkantha',
    images: {
      cardImage: url('/images/a.svg'),
      main: upload,
      gallery: [url('/images/b.svg'), upload],
      sources: { [upload]: sources },
    },
  })
  expect(pkg.images.cardImage).not.toBe('/images/a.svg')
})
