import { charDhamSeasonYear } from '../app/features/char-dham/char-dham-season.ts'
import { skipFirstVisitModal } from './content-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

test.beforeEach(async ({ page }) => skipFirstVisitModal(page))

const ROUTE = [
  'Delhi',
  'Haridwar',
  'Barkot',
  'Yamunotri',
  'Uttarkashi',
  'Gangotri',
  'Guptkashi',
  'Kedarnath',
  'Chopta',
  'Badrinath',
  'Rudraprayag',
  'Rishikesh',
  'Delhi',
]

test('the home page lists the Char Dham packages with price, duration and View Details', async ({
  page,
}) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Chardham Yatra Packages' }),
  ).toBeVisible()
  const carousel = page.getByRole('region', { name: 'Char Dham packages', exact: true })
  const slides = carousel.locator('[aria-roledescription="slide"]')
  expect(await slides.count()).toBeGreaterThanOrEqual(4)
  const charDham = slides.filter({ has: page.locator('a[href="/packages/char-dham-yatra"]') })
  await expect(charDham.getByRole('link')).toHaveText('Char Dham Yatra')
  await expect(charDham.getByText('11 Days / 10 Nights')).toBeVisible()
  await expect(charDham.getByText('View Details')).toBeVisible()
  await expect(charDham.locator('s')).toHaveText('Was ₹58,000')
  await expect(charDham.getByText('Now ₹52,500')).toBeVisible()
  await expect(charDham.locator('img')).toHaveAttribute('src', /\.svg\?v=[\w-]{12}$/)

  // Only the Char Dham category: a trek never shows up here.
  const hrefs = await slides
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toContain('/packages/char-dham-yatra')
  expect(hrefs).not.toContain('/packages/valley-of-flowers-trek')

  const history = page.getByRole('region', { name: 'History of Chardham Temples' })
  await expect(history.getByText(/1839/)).toBeVisible()
  await history.getByRole('link', { name: 'View Details' }).click()
  await expect(page).toHaveURL(/\/packages$/)
})

test('a card opens its package page', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Char Dham packages', exact: true })
  await expect(carousel).toHaveAttribute('data-ready', 'true')
  const link = carousel.locator('[aria-roledescription="slide"]').first().getByRole('link')
  const name = (await link.textContent()) ?? ''
  await link.click()
  await expect(page).toHaveURL(/\/packages\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})

test("/char-dham has the shrine carousel, facts, temples, the coming season's dates and how to reach", async ({
  page,
}) => {
  test.slow()
  // The season still ahead, from today in India: 2027 on 23 November 2026, with the temples shut.
  const year = charDhamSeasonYear()
  await page.goto('/char-dham')
  await expect(
    page.getByRole('heading', { level: 1, name: `Char Dham Yatra ${year}`, exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: `${year} dates` })).toBeVisible()

  const shrines = page.getByRole('region', { name: 'The four shrines' })
  const thumbs = shrines.getByRole('list').getByRole('button')
  await expect(thumbs).toHaveText(['Kedarnath', 'Badrinath', 'Yamunotri', 'Gangotri'])
  await expect(shrines.getByRole('img')).toHaveAttribute('alt', /Kedarnath/)
  await shrines.getByRole('button', { name: 'Yamunotri' }).click()
  await expect(shrines.getByRole('img')).toHaveAttribute('alt', /Yamunotri/)
  await expect(shrines.getByRole('button', { name: 'Yamunotri' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await shrines.getByRole('button', { name: 'Next shrine' }).click()
  await expect(shrines.getByRole('img')).toHaveAttribute('alt', /Gangotri/)

  const facts = page.getByRole('region', { name: 'Char Dham at a glance' })
  await expect(facts.getByRole('heading', { level: 3 })).toHaveText([
    'Location',
    'Opening dates',
    'Pilgrims',
    'Accommodation',
    'Altitude',
    'Registration',
    'Safety',
  ])
  await expect(facts.getByText(/30 lakh/)).toBeVisible()
  await expect(facts.getByText(/10,606 ft.*11,745 ft/)).toBeVisible()

  const temples = page.getByRole('region', { name: 'The four temples' })
  await expect(temples.getByRole('heading', { level: 3 })).toHaveText([
    'Yamunotri',
    'Gangotri',
    'Kedarnath',
    'Badrinath',
  ])

  await expect(
    page.getByRole('heading', { level: 2, name: `Opening and closing dates ${year}` }),
  ).toBeVisible()
  const dates = page.getByRole('table', { name: `Char Dham opening and closing dates, ${year}` })
  await expect(dates.getByRole('row')).toHaveText([
    'TempleOpensCloses for the winter',
    'YamunotriAkshaya Tritiya, late April or early MayBhai Dooj, October or November',
    'GangotriAkshaya Tritiya, late April or early MayThe day after Diwali, October or November',
    'KedarnathLate April or early May, announced on Maha ShivratriBhai Dooj, October or November',
    'BadrinathLate April or early May, announced on Basant PanchamiNovember, announced on Vijayadashami',
  ])
  // No year is written into the page: every year on it is the season still ahead.
  const years = (await page.locator('main').innerText()).match(/\b20\d\d\b/g) ?? []
  expect(years.filter((found) => found !== String(year))).toEqual([])

  const reach = page.getByRole('region', { name: 'How to reach' })
  await expect(reach.getByText(/6 km walk from Janki Chatti/)).toBeVisible()
  await expect(reach.getByText(/14 km walk from Gaurikund/)).toBeVisible()
  await expectAccessible(page)
})

test('the route runs Delhi to Delhi through the 13 stops in order', async ({ page }) => {
  await page.goto('/char-dham')
  await expect(page.getByTestId('route-stop-label')).toHaveText(ROUTE)
})

test('the route stops appear one after another when scrolled into view', async ({ page }) => {
  await page.goto('/char-dham')
  const list = page.getByTestId('route-stops')
  await expect(list).toHaveAttribute('data-phase', 'waiting')
  await page.getByRole('heading', { name: 'The Char Dham route' }).scrollIntoViewIfNeeded()
  await expect(list).toHaveAttribute('data-phase', 'playing')
  const timings = await page
    .getByTestId('route-stop')
    .evaluateAll((stops) =>
      stops.map((stop) => [
        getComputedStyle(stop).transitionDuration,
        getComputedStyle(stop).transitionDelay,
      ]),
    )
  expect(timings).toEqual(
    ROUTE.map((_, position) => ['0.5s', position === 0 ? '0s' : `${position / 10}s`]),
  )
  await expect(page.getByTestId('route-stop').last()).toHaveCSS('opacity', '1')
})

test('the route does not move under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/char-dham')
  const stops = page.getByTestId('route-stop')
  await expect(page.getByTestId('route-stops')).toHaveAttribute('data-phase', 'waiting')
  const styles = await stops.evaluateAll((items) =>
    items.map((item) => [
      getComputedStyle(item).transitionDuration,
      getComputedStyle(item).opacity,
    ]),
  )
  expect(styles).toEqual(ROUTE.map(() => ['0s', '1']))
})

test('the top places grid shows the eight places with their descriptions', async ({ page }) => {
  await page.goto('/char-dham')
  const places = page.getByRole('region', { name: 'Top places to visit on the way' })
  await expect(places.getByRole('heading', { level: 3 })).toHaveText([
    'Tungnath Temple',
    'Rudranath Temple',
    'Madhyamaheshwar Temple',
    'Kedarnath Temple',
    'Badrinath Temple',
    'Dhari Devi Temple',
    'Devprayag',
    'Mana Village',
  ])
  await expect(places.getByText(/Panch Kedar/)).toHaveCount(3)
  await expect(places.getByText(/Jyotirlingas of Shiva/)).toBeVisible()
  await expect(places.getByText(/dedicated to Vishnu/)).toBeVisible()
  await expect(places.getByText(/guardian deity.*Alaknanda/)).toBeVisible()
  await expect(places.getByText(/confluence of the Alaknanda and the Bhagirathi/)).toBeVisible()
  await expect(
    places.getByText(
      /last Indian village.*Tibet border, 3 km from Badrinath.*Vyas Gufa and Ganesh Gufa/,
    ),
  ).toBeVisible()
})

test('the FAQ keeps one answer open at a time and closes it on a second click', async ({
  page,
}) => {
  await page.goto('/char-dham')
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  const questions = faq.getByRole('button')
  await expect(questions).toHaveCount(4)
  for (const question of await questions.all())
    await expect(question).toHaveAttribute('aria-expanded', 'false')

  const best = faq.getByRole('button', { name: /best time/ })
  await best.click()
  await expect(best).toHaveAttribute('aria-expanded', 'true')
  await expect(best).toContainText('▲')
  await expect(faq.getByText(/May to October.*monsoon.*landslides/)).toBeVisible()

  const days = faq.getByRole('button', { name: /How many days/ })
  await days.click()
  await expect(days).toHaveAttribute('aria-expanded', 'true')
  await expect(best).toHaveAttribute('aria-expanded', 'false')
  await expect(best).toContainText('▼')
  await expect(faq.getByText(/May to October/)).toBeHidden()
  await expect(faq.getByText(/about 10-12 days/)).toBeVisible()

  await days.click()
  await expect(days).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByText(/about 10-12 days/)).toBeHidden()

  await faq.getByRole('button', { name: /medical certificate/ }).click()
  await expect(faq.getByText(/recommended.*especially for Kedarnath/)).toBeVisible()
  await faq.getByRole('button', { name: /helicopter/ }).click()
  await expect(faq.getByText(/Helicopter services fly to Kedarnath and Badrinath/)).toBeVisible()
})
