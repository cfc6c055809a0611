import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, onTestFinished, test, vi } from 'vitest'
import {
  FETCH_FAILED_MESSAGE,
  isCharDhamPackage,
  loadCharDhamPackages,
  toCharDhamCard,
} from './char-dham-cards.ts'
import type { CharDhamPackagesState } from './char-dham-cards.ts'
import { PackageCarousel } from './package-carousel.tsx'
import type { PackageSummary } from '@trippy/contracts'

const render = (state: CharDhamPackagesState) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PackageCarousel state={state} label="Chardham Yatra Packages" />
    </MemoryRouter>,
  )

const summary = (overrides: Partial<PackageSummary>) =>
  ({
    _id: 'a'.repeat(24),
    slug: 'char-dham-yatra',
    name: 'Char Dham Yatra',
    location: 'Uttarakhand',
    duration: '11 Days',
    originalPrice: 58000,
    offerPrice: 52500,
    category: { _id: 'b'.repeat(24), name: 'Char Dham' },
    images: { cardImage: '/card.svg', main: '/main.svg', gallery: ['/gallery-1.svg'] },
    ...overrides,
  }) as PackageSummary

test('shows a spinner while the packages load', () => {
  const html = render({ status: 'loading' })
  expect(html).toContain('role="status"')
  expect(html).toContain('Loading packages…')
})

test('shows the error message in red', () => {
  const html = render({ status: 'error', message: FETCH_FAILED_MESSAGE })
  expect(html).toMatch(
    /<p role="alert" class="[^"]*text-red-700[^"]*">Failed to fetch packages<\/p>/,
  )
})

test('renders each card with its link, duration, prices and View Details', () => {
  const html = render({ status: 'loaded', cards: [toCharDhamCard(summary({}))] })
  expect(html).toContain('href="/packages/char-dham-yatra"')
  expect(html).toContain('11 Days')
  expect(html).toContain('<s ')
  expect(html).toContain('₹58,000')
  expect(html).toContain('₹52,500')
  expect(html).toContain('View Details')
})

test('takes the card image, else the first gallery image', () => {
  expect(toCharDhamCard(summary({})).image).toBe('/card.svg')
  expect(
    toCharDhamCard(
      summary({ images: { cardImage: '', main: '/main.svg', gallery: ['/gallery-1.svg'] } }),
    ).image,
  ).toBe('/gallery-1.svg')
})

test('keeps only packages whose category is char dham, in any case', () => {
  expect(isCharDhamPackage({ category: { _id: 'x', name: 'CHAR DHAM' } })).toBe(true)
  expect(isCharDhamPackage({ category: { _id: 'x', name: 'char dham' } })).toBe(true)
  expect(isCharDhamPackage({ category: { _id: 'x', name: 'Spiritual Trips' } })).toBe(false)
})

test('turns a failed or malformed list into the spec message', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  onTestFinished(() => logged.mockRestore())
  expect(await loadCharDhamPackages(() => Promise.reject(new Error('db down')))).toEqual({
    status: 'error',
    message: 'Failed to fetch packages',
  })
  expect(logged).toHaveBeenCalledOnce()
  expect(
    await loadCharDhamPackages(() => Promise.resolve(null as unknown as PackageSummary[])),
  ).toEqual({ status: 'error', message: 'Failed to fetch packages' })
  expect(
    await loadCharDhamPackages(() =>
      Promise.resolve([
        summary({}),
        summary({ slug: 'kedarkantha', category: { _id: 'c'.repeat(24), name: 'Treks' } }),
      ]),
    ),
  ).toMatchObject({ status: 'loaded', cards: [{ slug: 'char-dham-yatra' }] })
})
