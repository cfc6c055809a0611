import type { Category } from '@trippy/contracts'
import type { TripListCardData } from '@trippy/contracts/trip-cards'
import { useId } from 'react'
import { Form, Link, useSearchParams, useSubmit } from 'react-router'
import * as m from '@trippy/i18n/messages'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { localHref } from '../../lib/i18n.ts'
import { categoryText } from './category-texts.ts'
import { type CatalogueCriteria, DURATION_OPTIONS, PRICE_BANDS, SORT_OPTIONS } from './filters.ts'
import { type ListPage, pageHref } from './list-pages.ts'
import { placeText } from './place-texts.ts'
import { TripListCard } from './trip-list-card.tsx'

/** The page's introduction and meta description, in the page's language. */
export function packagesDescription(): string {
  return m.catalogue_packages_description()
}

/** What the route's loader reads for the page: one page of the list, and the filters' choices. */
export type PackagesPageData = {
  packages: TripListCardData[]
  paging: Omit<ListPage<TripListCardData>, 'items'>
  categories: Category[]
  states: string[]
  criteria: CatalogueCriteria
  total: number
}

/**
 * All trips with their filters and sort in a plain GET form: it works before (or without)
 * JavaScript, and with it each change submits at once.
 */
export function PackagesPage({
  packages,
  paging,
  categories,
  states,
  criteria,
  total,
}: PackagesPageData) {
  const [searchParams] = useSearchParams()
  const submit = useSubmit()
  const ids = {
    q: useId(),
    category: useId(),
    state: useId(),
    duration: useId(),
    price: useId(),
    sort: useId(),
  }
  const select = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2'

  return (
    <>
      <PageHero title={m.catalogue_all_trips_heading()} intro={packagesDescription()} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Form
          method="get"
          role="search"
          aria-label={m.catalogue_filter_label()}
          preventScrollReset
          onChange={(event) => {
            if ((event.target as HTMLElement).getAttribute('name') !== 'q')
              void submit(event.currentTarget, { preventScrollReset: true })
          }}
          className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6"
        >
          <div className="lg:col-span-2">
            <label htmlFor={ids.q} className="text-sm font-medium text-slate-700">
              {m.catalogue_search()}
            </label>
            <input
              id={ids.q}
              name="q"
              type="search"
              defaultValue={criteria.text ?? ''}
              placeholder={m.catalogue_search_placeholder()}
              className={select}
            />
          </div>
          <div>
            <label htmlFor={ids.category} className="text-sm font-medium text-slate-700">
              {m.catalogue_category()}
            </label>
            <select
              id={ids.category}
              name="category"
              defaultValue={criteria.categoryIds?.[0] ?? ''}
              className={select}
            >
              <option value="">{m.catalogue_all_categories()}</option>
              {categories.map((category) => {
                const name = categoryText(category.name)
                return (
                  <option key={category._id} value={category._id} lang={name.lang}>
                    {name.value}
                  </option>
                )
              })}
            </select>
          </div>
          <div>
            <label htmlFor={ids.state} className="text-sm font-medium text-slate-700">
              {m.catalogue_destination()}
            </label>
            <select
              id={ids.state}
              name="state"
              defaultValue={criteria.states?.[0] ?? ''}
              className={select}
            >
              <option value="">{m.catalogue_anywhere()}</option>
              {states.map((state) => {
                const name = placeText(state)
                return (
                  <option key={state} value={state} lang={name.lang}>
                    {name.value}
                  </option>
                )
              })}
            </select>
          </div>
          <div>
            <label htmlFor={ids.duration} className="text-sm font-medium text-slate-700">
              {m.catalogue_duration()}
            </label>
            <select
              id={ids.duration}
              name="duration"
              defaultValue={criteria.durations?.[0] ?? ''}
              className={select}
            >
              <option value="">{m.catalogue_any_length()}</option>
              {DURATION_OPTIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.price} className="text-sm font-medium text-slate-700">
              {m.catalogue_price_per_person()}
            </label>
            <select
              id={ids.price}
              name="price"
              defaultValue={criteria.priceBand ?? ''}
              className={select}
            >
              <option value="">{m.catalogue_any_price()}</option>
              {PRICE_BANDS.map((band) => (
                <option key={band.id} value={band.id}>
                  {band.label}
                </option>
              ))}
            </select>
          </div>
          <div className="lg:col-start-6">
            <label htmlFor={ids.sort} className="text-sm font-medium text-slate-700">
              {m.catalogue_sort_by()}
            </label>
            <select
              id={ids.sort}
              name="sort"
              defaultValue={criteria.sort ?? 'popularity'}
              className={select}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-5">
            <button
              type="submit"
              className="bg-brand rounded-full px-5 py-2 font-semibold text-white"
            >
              {m.catalogue_apply()}
            </button>
            <Link
              to={localHref('/packages')}
              className="text-brand rounded-full px-3 py-2 text-sm font-semibold underline underline-offset-4"
            >
              {m.catalogue_clear_all()}
            </Link>
          </div>
        </Form>

        <p role="status" className="mt-6 text-sm text-slate-700">
          {paging.pageCount > 1
            ? m.catalogue_showing_range({ from: paging.from, to: paging.to, count: paging.count })
            : m.catalogue_showing_count({ count: paging.count, total })}
        </p>
        {packages.length === 0 ? (
          <p className="py-16 text-center text-slate-600">{m.catalogue_no_match()}</p>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {packages.map((pkg) => (
              <li key={pkg._id}>
                <TripListCard pkg={pkg} view="grid" />
              </li>
            ))}
          </ul>
        )}
        {paging.pageCount > 1 ? (
          <ListPager
            page={paging.page}
            pageCount={paging.pageCount}
            href={(page) => pageHref(localHref('/packages'), searchParams, page)}
          />
        ) : null}
      </div>
    </>
  )
}

/** Links to the list's other pages: plain links, so they work before React and for crawlers. */
function ListPager({
  page,
  pageCount,
  href,
}: {
  page: number
  pageCount: number
  href: (page: number) => string
}) {
  const pill = 'inline-block min-w-10 rounded-full px-3 py-2 text-center font-semibold'
  const other = `${pill} text-brand ring-1 ring-slate-300`
  return (
    <nav
      aria-label={m.catalogue_pages_label()}
      className="mt-8 flex flex-wrap items-center justify-center gap-1 sm:gap-2"
    >
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={`${other} sm:px-4`}>
          {m.catalogue_previous()}
        </Link>
      ) : null}
      <ol className="flex flex-wrap gap-1 sm:gap-2">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              to={href(number)}
              aria-label={m.catalogue_page_number({ number })}
              aria-current={number === page ? 'page' : undefined}
              className={number === page ? `${pill} bg-brand text-white` : other}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={`${other} sm:px-4`}>
          {m.catalogue_next()}
        </Link>
      ) : null}
    </nav>
  )
}
