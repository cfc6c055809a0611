import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { LEAD_MODAL_SEEN_KEY } from '../app/features/leads/first-visit.ts'

/**
 * Waits until React has hydrated the page: the header's currency selector turns ready only in
 * the browser, once its rates have arrived. A click that lands before then loads a whole document.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByTestId('currency-selector').first()).toHaveAttribute(
    'data-status',
    'ready',
  )
}

/**
 * Resolves once React has begun to hydrate the page (its root is on the document), or at once on
 * a document React Router did not render. From then on React handles a click on a part it has not
 * hydrated yet by hydrating that part first; a click before then is lost, and a page loads its
 * JavaScript only after its first paint, a moment after `load` may have fired.
 */
export async function untilHydrating(page: Page) {
  await page.waitForFunction(
    () =>
      !('__reactRouterContext' in window) ||
      Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
  )
}

/** Makes `goto` and `reload` of `page` resolve once React has begun to hydrate what they load. */
export function hydratingNavigation(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit') await untilHydrating(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil !== 'commit') await untilHydrating(page)
    return response
  }
  return page
}

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // What the browser has not drawn yet (`content-visibility: auto` below the first screen) has no
  // painted background for axe to read contrast against, and its animations do not run: drawn,
  // as a reader scrolling by sees it, until axe is done.
  const skipping = await page.evaluateHandle(() => {
    const elements = [...document.querySelectorAll<HTMLElement>('*')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    )
    for (const element of elements) element.style.contentVisibility = 'visible'
    return elements
  })
  // A colour transition caught halfway (the header turning solid on scroll) reads as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page }).analyze()
  await skipping.evaluate((elements) => {
    for (const element of elements) element.style.contentVisibility = ''
  })
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

type ConsoleGuard = {
  /** Lets through browser console errors that match, for a test that expects them. */
  allow(pattern: RegExp): void
}

type Fixtures = {
  consoleErrors: ConsoleGuard
  /** Marks the first-visit trip-plan modal as seen, unless `showFirstVisitModal` is set. */
  firstVisitModal: void
}

type Options = {
  /** Let the first-visit trip-plan modal open, as for a new visitor (`test.use(...)`). */
  showFirstVisitModal: boolean
}

/**
 * Every test fails on a browser console error or an uncaught exception it did not allow, and
 * starts as a returning visitor, so the first-visit modal does not cover the page.
 */
export const test = base.extend<Fixtures & Options>({
  page: [
    async ({ page }, use) => {
      await use(hydratingNavigation(page))
    },
    { scope: 'test' },
  ],
  showFirstVisitModal: [false, { option: true }],
  firstVisitModal: [
    async ({ page, showFirstVisitModal }, use) => {
      if (!showFirstVisitModal) {
        await page.addInitScript((key) => {
          try {
            window.localStorage.setItem(key, 'seen in tests')
          } catch {
            // about:blank and other opaque origins have no storage.
          }
        }, LEAD_MODAL_SEEN_KEY)
      }
      await use()
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      const allowed: RegExp[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use({ allow: (pattern) => allowed.push(pattern) })
      expect(errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The browser's own console line for a page served with 404, which Coming Soon is on purpose. */
export const DOCUMENT_404 = /status of 404 \(Not Found\)/
