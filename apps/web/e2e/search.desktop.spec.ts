import type { Page } from '@playwright/test'
import { RECENT_SEARCHES_KEY } from '../app/lib/storage-keys.ts'
import { BUILT_IN_SUGGESTIONS } from '../app/features/search/suggestions.ts'
import { expect as baseExpect, expectAccessible, test, waitForHydration } from './fixtures.ts'

// Results wait for the 300 ms pause in typing and then the server; allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

/**
 * Opens the header's search popover and answers its combobox. A click that lands before the page
 * is hydrated does nothing, so it clicks again until the popover is open. The toggle is the
 * Search button with `aria-expanded`: the open popover has a Search (submit) button of its own.
 */
async function openSearch(page: Page) {
  const button = page
    .getByTestId('header-search')
    .getByRole('button', { name: 'Search', exact: true })
    .and(page.locator('[aria-expanded]'))
  const input = page.getByRole('combobox', { name: 'Search trips' })
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
  await expect(input).toBeFocused()
  return input
}

/** Records the package searches the page sends to the server. */
function countSearchRequests(page: Page) {
  const queries: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/packages' && url.searchParams.has('q'))
      queries.push(url.searchParams.get('q') ?? '')
  })
  return queries
}

test('the search’s code comes when a search first opens, not with the page', async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (/^\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text())
  })
  // The combobox's voice button carries this attribute; no other code of the site names it.
  const filesWithSearch = async () =>
    (await Promise.all(scripts)).filter((body) => body.includes('data-voice-state')).length
  await page.goto('/')
  await waitForHydration(page)
  expect(await filesWithSearch()).toBe(0)
  await openSearch(page)
  expect(await filesWithSearch()).toBe(1)
})

test('one or two characters suggest up to four built-in trips without asking the server', async ({
  page,
}) => {
  const requests = countSearchRequests(page)
  await page.goto('/')
  const input = await openSearch(page)
  await input.pressSequentially('k')
  const listbox = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(listbox.getByRole('option')).toHaveCount(4)
  await expect(listbox.getByRole('option').first()).toContainText('1 Dham Yatra (Kedarnath)')
  await expect(listbox.getByRole('option').first()).toContainText('Char Dham')
  await expect(listbox.getByRole('option').first()).toContainText('Trending')
  await expect(input).toHaveAttribute('aria-expanded', 'true')

  await input.fill('br')
  await expect(listbox.getByRole('option')).toHaveText([/^Brahmatal Trek\s*Treks\s*Trending$/])

  await input.fill('')
  await expect(input).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByTestId('header-search').getByRole('option')).toHaveCount(0)
  await page.waitForTimeout(400)
  expect(requests).toEqual([])
})

test('three or more characters ask the server, and a repeated query asks nothing', async ({
  page,
}) => {
  // A held-back answer, a second query and an accessibility scan: slow on a busy machine.
  test.slow()
  const requests = countSearchRequests(page)
  // Holds the real answer back for a moment, so the loading state can be seen.
  await page.route('**/api/packages?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  await page.goto('/')
  const input = await openSearch(page)
  await input.pressSequentially('valley', { delay: 50 })
  await expect(page.getByTestId('header-search').getByTestId('search-panel')).toContainText(
    'Searching…',
  )
  const results = page.getByRole('listbox', { name: 'Trips' }).getByRole('option')
  await expect(results.first()).toBeVisible()
  expect(await results.count()).toBeLessThanOrEqual(6)
  // The debounce's timing is unit-tested; here: one and two characters never ask the server.
  expect(requests.at(-1)).toBe('valley')
  expect(requests.every((query) => query.length >= 3)).toBe(true)
  const asked = requests.length

  const valley = page.getByRole('option', { name: /Valley of Flowers Trek/ })
  await expect(valley).toContainText('Ghangaria, Chamoli, Uttarakhand · Treks')
  await expect(valley).toContainText('6 Days / 5 Nights')
  await expect(valley).toContainText('Group of up to 20')
  // No traveller has reviewed it: no rating, no count (docs/reviews.md).
  await expect(valley).not.toContainText('reviews')
  await expect(valley).toContainText('₹14,500')
  await expect(valley).toContainText('₹16,500')
  await expect(valley).toContainText('12% off')
  await expect(valley.locator('img')).toHaveAttribute('src', /valley-of-flowers-trek/)
  await expect(page.getByRole('status').filter({ hasText: /trips found/ })).toHaveText(
    `${await results.count()} trips found`,
  )
  await expectAccessible(page)

  await input.fill('')
  await input.fill('Valley')
  await expect(valley).toBeVisible()
  await page.waitForTimeout(400)
  expect(requests).toHaveLength(asked)
})

test('a query that matches no trip says so, with a hint', async ({ page }) => {
  await page.goto('/')
  const input = await openSearch(page)
  await input.fill('zzqxw')
  await expect(page.getByText('No results found for “zzqxw”')).toBeVisible()
  await expect(page.getByText('Try different keywords or check your spelling.')).toBeVisible()
  await expect(input).toHaveAttribute('aria-expanded', 'false')
  await expect(
    page.getByRole('status').filter({ hasText: 'No results found for zzqxw' }),
  ).toHaveCount(1)
})

test('the arrow keys move through the results while focus stays in the input, and Enter opens the trip', async ({
  page,
}) => {
  await page.goto('/')
  const input = await openSearch(page)
  await input.fill('kedar')
  const options = page.getByRole('listbox', { name: 'Trips' }).getByRole('option')
  await expect(options.first()).toBeVisible()
  const count = await options.count()

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  const second = options.nth(1)
  await expect(second).toHaveAttribute('aria-selected', 'true')
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id')) ?? '',
  )
  await expect(input).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')

  // Escape closes the list, a second Escape the popover, with focus back on its button.
  await page.keyboard.press('Escape')
  await expect(input).toHaveAttribute('aria-expanded', 'false')
  await expect(input).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(input).toBeHidden()
  const button = page
    .getByTestId('header-search')
    .getByRole('button', { name: 'Search', exact: true })
  await expect(button).toBeFocused()

  await button.click()
  await page.keyboard.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(options.first()).toContainText('Kedarkantha Trek')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/packages\/kedarkantha-trek$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kedarkantha Trek' })).toBeVisible()
  await expect(input).toBeHidden()
})

test('Enter with no trip chosen opens the full result list', async ({ page }) => {
  await page.goto('/')
  const input = await openSearch(page)
  await input.fill('kedar')
  await expect(page.getByTestId('header-search').getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/packages\?q=kedar$/)
  await expect(input).toBeHidden()
  await expect(page.getByRole('link', { name: 'Kedarkantha Trek' }).first()).toBeVisible()
})

test('a trip opened from the search is among the recent searches after a reload', async ({
  page,
}) => {
  // Three page loads and two searches: slow on a busy machine.
  test.slow()
  await page.goto('/')
  let input = await openSearch(page)
  await input.fill('brahmatal')
  await page.getByRole('option', { name: /Brahmatal Trek/ }).click()
  await expect(page).toHaveURL(/\/packages\/brahmatal-trek$/)

  await page.goto('/')
  input = await openSearch(page)
  await input.fill('ch')
  await page.getByRole('option', { name: /Char Dham Yatra/ }).click()
  await expect(page).toHaveURL(/\/packages\/char-dham-yatra$/)

  await page.reload()
  input = await openSearch(page)
  const recent = page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option')
  await expect(recent).toHaveText([/Char Dham Yatra/, /Brahmatal Trek/])
  await expect(input).toHaveAttribute('aria-expanded', 'true')
  const stored = await page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCHES_KEY)
  expect((JSON.parse(stored ?? '[]') as { slug: string }[]).map((entry) => entry.slug)).toEqual([
    'char-dham-yatra',
    'brahmatal-trek',
  ])

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/packages\/char-dham-yatra$/)
})

test('shows three of the five recent searches kept', async ({ page }) => {
  await page.goto('/')
  const five = BUILT_IN_SUGGESTIONS.slice(0, 5).map(({ slug, name, category, location }) => ({
    slug,
    name,
    category,
    location,
  }))
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    RECENT_SEARCHES_KEY,
    JSON.stringify(five),
  ] as const)
  await page.reload()
  await openSearch(page)
  await expect(
    page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option'),
  ).toHaveText(five.slice(0, 3).map((entry) => new RegExp(entry.name.replace(/[()]/g, '\\$&'))))
})

test('voice search says it failed where the browser cannot recognise speech', async ({ page }) => {
  // A recognition that fails as Chromium's does without a microphone or its speech service: an
  // error event after start(). Headless Chromium's own took from seconds to more than this test's
  // minute to give up on a slow machine.
  await page.addInitScript(() => {
    class FailingRecognition {
      onerror: ((event: { error: string }) => void) | null = null
      onend: (() => void) | null = null
      start() {
        setTimeout(() => {
          this.onerror?.({ error: 'network' })
          this.onend?.()
        })
      }
      stop() {}
      abort() {}
    }
    const scope = window as unknown as Record<string, unknown>
    scope.SpeechRecognition = FailingRecognition
    scope.webkitSpeechRecognition = FailingRecognition
  })
  await page.goto('/')
  await openSearch(page)
  const voice = page.getByRole('button', { name: 'Search by voice' })
  await expect(voice).toHaveAttribute('data-voice-state', 'idle')
  await voice.click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Voice search failed. Please try again.' }),
  ).toBeVisible()
  await expect(voice).toHaveAttribute('data-voice-state', 'failed')
  await expect(voice).toHaveAttribute('aria-pressed', 'false')
})

test('voice search says it is not supported where the browser has no speech recognition', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>
    delete scope.SpeechRecognition
    delete scope.webkitSpeechRecognition
  })
  await page.goto('/')
  await openSearch(page)
  await page.getByRole('button', { name: 'Search by voice' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Voice search not supported in this browser' }),
  ).toBeVisible()
})

test('every built-in suggestion is a trip of the catalogue, as named', async ({ request }) => {
  for (const suggestion of BUILT_IN_SUGGESTIONS) {
    const response = await request.get(`/api/packages/${suggestion.slug}`)
    expect(response.status(), suggestion.slug).toBe(200)
    const { data } = (await response.json()) as {
      data: { name: string; location: string; isTrending: boolean; category: { name: string } }
    }
    expect({
      name: data.name,
      category: data.category.name,
      location: data.location,
      trending: data.isTrending,
    }).toEqual({
      name: suggestion.name,
      category: suggestion.category,
      location: suggestion.location,
      trending: suggestion.trending,
    })
  }
})
