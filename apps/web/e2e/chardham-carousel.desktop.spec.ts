import type { Locator, Page } from '@playwright/test'
import { skipFirstVisitModal } from './content-helpers.ts'
import { expect, test } from './fixtures.ts'

test.beforeEach(async ({ page }) => skipFirstVisitModal(page))

async function openCarousel(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Char Dham packages', exact: true })
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-ready', 'true')
  const slides = carousel.locator('[aria-roledescription="slide"]')
  return {
    carousel,
    slides,
    count: await slides.count(),
    previous: carousel.getByRole('button', { name: 'Previous packages' }),
    next: carousel.getByRole('button', { name: 'Next packages' }),
    dots: carousel.getByRole('button', { name: /^Page \d+ of \d+$/ }),
  }
}

/** Which slides are fully on screen, by position. */
async function visibleSlides(slides: Locator): Promise<number[]> {
  const viewport = slides.first().locator('xpath=ancestor::div[1]')
  const box = await viewport.boundingBox()
  if (!box) return []
  const boxes = await slides.evaluateAll((items) =>
    items.map((item) => {
      const rect = item.getBoundingClientRect()
      return { left: rect.left, right: rect.right }
    }),
  )
  return boxes.flatMap((slide, position) =>
    slide.left >= box.x - 1 && slide.right <= box.x + box.width + 1 ? [position] : [],
  )
}

for (const { width, perView } of [
  { width: 1280, perView: 3 },
  { width: 800, perView: 2 },
  { width: 390, perView: 1 },
]) {
  test(`at ${width} px the carousel shows ${perView} per view, a dot per page and disabled ends`, async ({
    page,
  }) => {
    const { carousel, slides, count, previous, next, dots } = await openCarousel(page, width)
    expect(count).toBeGreaterThan(perView)
    await expect(carousel).toHaveAttribute('data-per-view', String(perView))
    const pages = Math.ceil(count / perView)
    await expect(dots).toHaveCount(pages)
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
    await expect(previous).toBeVisible()
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    await expect.poll(() => visibleSlides(slides)).toEqual(range(0, perView))
    await expect(slides.first().locator('article')).toHaveAttribute('data-selected', 'true')

    // Next moves one card at a time, until the last card is in view.
    for (let step = 1; step <= count - perView; step++) {
      await next.click()
      await expect(carousel).toHaveAttribute('data-index', String(step))
    }
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
    await expect.poll(() => visibleSlides(slides)).toEqual(range(count - perView, count))
    await expect(dots.last()).toHaveAttribute('aria-current', 'true')
    await expect(slides.nth(count - perView).locator('article')).toHaveAttribute(
      'data-selected',
      'true',
    )

    // A dot jumps to its page; previous then moves back one card.
    await dots.first().click()
    await expect(carousel).toHaveAttribute('data-index', '0')
    await expect(previous).toBeDisabled()
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
    if (pages > 2) {
      await dots.nth(1).click()
      await expect(carousel).toHaveAttribute('data-index', String(perView))
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
      await previous.click()
      await expect(carousel).toHaveAttribute('data-index', String(perView - 1))
    }
  })
}

test('the arrow keys page through the carousel when it has focus', async ({ page }) => {
  const { carousel } = await openCarousel(page, 1280)
  await carousel.focus()
  await page.keyboard.press('ArrowRight')
  await expect(carousel).toHaveAttribute('data-index', '1')
  await page.keyboard.press('ArrowRight')
  await expect(carousel).toHaveAttribute('data-index', '2')
  await page.keyboard.press('ArrowLeft')
  await expect(carousel).toHaveAttribute('data-index', '1')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(carousel).toHaveAttribute('data-index', '0')
})

test('a swipe turns the carousel and does not open the card under it', async ({ page }) => {
  const { carousel, slides } = await openCarousel(page, 390)
  const box = await slides.first().boundingBox()
  if (!box) throw new Error('no slide on screen')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 })
  await page.mouse.up()
  await expect(carousel).toHaveAttribute('data-index', '1')
  await expect(page).toHaveURL(/\/$/)

  await page.mouse.move(box.x + box.width * 0.2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 8 })
  await page.mouse.up()
  await expect(carousel).toHaveAttribute('data-index', '0')
  await expect(page).toHaveURL(/\/$/)
})

test('tabbing to a card that is out of view brings it into view', async ({ page }) => {
  const { carousel, slides, count } = await openCarousel(page, 390)
  await slides
    .nth(count - 1)
    .getByRole('link')
    .focus()
  await expect(carousel).toHaveAttribute('data-index', String(count - 1))
  await expect.poll(() => visibleSlides(slides)).toEqual([count - 1])
})

test('the top places grid has 1, 2 and 3 columns as the screen widens', async ({ page }) => {
  await page.goto('/char-dham')
  const grid = page
    .getByRole('region', { name: 'Top places to visit on the way' })
    .getByRole('list')
  const columns = () =>
    grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)
  await page.setViewportSize({ width: 390, height: 900 })
  await expect.poll(columns).toBe(1)
  await page.setViewportSize({ width: 700, height: 900 })
  await expect.poll(columns).toBe(2)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect.poll(columns).toBe(3)
})

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, offset) => from + offset)
}
