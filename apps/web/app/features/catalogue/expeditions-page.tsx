import type { Category, PackageSummary } from '@trippy/contracts'
import { useId, useState } from 'react'
import { isRouteErrorResponse, useRevalidator, useSearchParams } from 'react-router'
import * as m from '@trippy/i18n/messages'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { EXPEDITION_MESSAGES } from './expedition-answer.ts'
import {
  type CatalogueCriteria,
  criteriaFromSearchParams,
  DURATION_OPTIONS,
  filterPackages,
  PRICE_BANDS,
  searchParamsFromCriteria,
} from './filters.ts'
import { TripListCard } from './trip-list-card.tsx'
import { categoryText } from './category-texts.ts'
import { DataSpan, messageWithData } from './data-text.tsx'

/** The page's introduction and meta description, in the page's language. */
export function expeditionsDescription(): string {
  return m.catalogue_expeditions_description()
}

function urlKeyOf(criteria: CatalogueCriteria, view: 'grid' | 'list'): string {
  const params = searchParamsFromCriteria(criteria)
  if (view === 'list') params.set('view', 'list')
  return params.toString()
}

function capitalise(text: string): string {
  return text.replace(/\b\w/g, (char) => char.toUpperCase())
}

/**
 * The expeditions with their filters: the filters apply at once to the list already loaded, and
 * the URL follows them.
 */
export function ExpeditionsPage({
  expeditions,
  categories,
}: {
  expeditions: PackageSummary[]
  categories: Category[]
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  // Filters apply at once from local state; the URL follows, so a filtered list can be shared
  // and back/forward restore it (the URL wins whenever it changes on its own).
  const urlKey = searchParams.toString()
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey)
  const [criteria, setCriteria] = useState(() => criteriaFromSearchParams(searchParams))
  const [view, setView] = useState<'grid' | 'list'>(
    searchParams.get('view') === 'list' ? 'list' : 'grid',
  )
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey)
    if (urlKey !== urlKeyOf(criteria, view)) {
      setCriteria(criteriaFromSearchParams(searchParams))
      setView(searchParams.get('view') === 'list' ? 'list' : 'grid')
    }
  }
  const [filtersOpen, setFiltersOpen] = useState(false)
  const revalidator = useRevalidator()
  const ids = { search: useId(), filters: useId() }

  const apply = (
    next: CatalogueCriteria,
    nextView: 'grid' | 'list',
    options: { replace?: boolean } = {},
  ) => {
    setCriteria(next)
    setView(nextView)
    void setSearchParams(new URLSearchParams(urlKeyOf(next, nextView)), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    })
  }
  const update = (next: CatalogueCriteria, options: { replace?: boolean } = {}) =>
    apply(next, view, options)
  const toggle = (list: string[] | undefined, value: string) =>
    list?.includes(value) ? list.filter((item) => item !== value) : [...(list ?? []), value]
  const clearAll = () => update({})

  const shown = filterPackages(expeditions, criteria)
  const selectedCategory =
    criteria.categoryIds?.length === 1
      ? categories.find((c) => c._id === criteria.categoryIds?.[0])
      : undefined
  const category = selectedCategory ? categoryText(selectedCategory.name) : undefined
  const heading = category
    ? messageWithData(m.catalogue_expeditions_of_category, {
        category: { ...category, value: capitalise(category.value) },
      })
    : m.catalogue_all_expeditions()

  return (
    <>
      <PageHero title={heading} intro={expeditionsDescription()} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={ids.search} className="sr-only">
              {m.catalogue_search_expeditions()}
            </label>
            <input
              id={ids.search}
              type="search"
              placeholder={m.catalogue_search_expeditions_placeholder()}
              value={criteria.text ?? ''}
              onChange={(event) =>
                update({ ...criteria, text: event.target.value }, { replace: true })
              }
              className="w-full rounded-full border border-slate-300 bg-white px-4 py-2"
            />
          </div>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={ids.filters}
            onClick={() => setFiltersOpen((open) => !open)}
            className="border-brand text-brand rounded-full border px-4 py-2 font-semibold"
          >
            {m.catalogue_filters()}
          </button>
          <div
            role="group"
            aria-label={m.catalogue_view()}
            className="flex overflow-hidden rounded-full border border-slate-300"
          >
            {(['grid', 'list'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => apply(criteria, option, { replace: true })}
                className={`px-4 py-2 text-sm font-semibold ${view === option ? 'bg-brand text-white' : 'bg-white text-slate-700'}`}
              >
                {option === 'grid' ? m.catalogue_view_grid() : m.catalogue_view_list()}
              </button>
            ))}
          </div>
        </div>

        <section
          id={ids.filters}
          hidden={!filtersOpen}
          aria-label={m.catalogue_filters()}
          className="mt-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
        >
          <div className="grid gap-6 md:grid-cols-3">
            <fieldset>
              <legend className="font-semibold text-slate-900">{m.catalogue_category()}</legend>
              {categories.map((category) => (
                <label key={category._id} className="mt-2 flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={criteria.categoryIds?.includes(category._id) ?? false}
                    onChange={() =>
                      update({
                        ...criteria,
                        categoryIds: toggle(criteria.categoryIds, category._id),
                      })
                    }
                  />
                  <DataSpan text={categoryText(category.name)} />
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend className="font-semibold text-slate-900">
                {m.catalogue_price_per_person()}
              </legend>
              <label className="mt-2 flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="price"
                  checked={!criteria.priceBand}
                  onChange={() => update({ ...criteria, priceBand: undefined })}
                />
                {m.catalogue_any_price()}
              </label>
              {PRICE_BANDS.map((band) => (
                <label key={band.id} className="mt-2 flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="price"
                    checked={criteria.priceBand === band.id}
                    onChange={() => update({ ...criteria, priceBand: band.id })}
                  />
                  {band.label}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend className="font-semibold text-slate-900">{m.catalogue_duration()}</legend>
              {DURATION_OPTIONS.map((option) => (
                <label key={option.id} className="mt-2 flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={criteria.durations?.includes(option.id) ?? false}
                    onChange={() =>
                      update({ ...criteria, durations: toggle(criteria.durations, option.id) })
                    }
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          </div>
          <button
            type="button"
            onClick={clearAll}
            className="text-brand mt-5 text-sm font-semibold underline underline-offset-4"
          >
            {m.catalogue_clear_all_filters()}
          </button>
        </section>

        {revalidator.state === 'loading' ? (
          <p role="status" className="py-12 text-center text-slate-600">
            {EXPEDITION_MESSAGES.loading}
          </p>
        ) : (
          <>
            <p role="status" className="mt-6 text-sm text-slate-700">
              {m.catalogue_showing_expeditions({
                shown: shown.length,
                total: expeditions.length,
              })}
            </p>
            {shown.length === 0 ? (
              <div className="py-16 text-center">
                <h2 className="text-xl font-semibold text-slate-900">
                  {m.catalogue_no_expeditions()}
                </h2>
                <button
                  type="button"
                  onClick={clearAll}
                  className="bg-brand mt-4 rounded-full px-5 py-2 font-semibold text-white"
                >
                  {m.catalogue_clear_filters()}
                </button>
              </div>
            ) : (
              <ul
                className={`mt-4 grid gap-6 ${view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : ''}`}
                data-view={view}
              >
                {shown.map((pkg, index) => (
                  <li key={pkg._id}>
                    <TripListCard pkg={pkg} view={view} first={index === 0} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  )
}

/** A list that could not be loaded (or a page that does not exist), with a way to try again. */
export function ExpeditionsError({ error }: { error: unknown }) {
  const revalidator = useRevalidator()
  const message =
    error instanceof Error && error.message === EXPEDITION_MESSAGES.invalid
      ? EXPEDITION_MESSAGES.invalid
      : isRouteErrorResponse(error) && error.status === 404
        ? m.catalogue_page_not_found()
        : EXPEDITION_MESSAGES.failed
  if (revalidator.state === 'loading') {
    return (
      <p role="status" className="px-4 pt-32 pb-16 text-center text-slate-600">
        {EXPEDITION_MESSAGES.loading}
      </p>
    )
  }
  return (
    <section data-hero role="alert" className="bg-brand px-4 pt-32 pb-16 text-center text-white">
      <h1 className="text-3xl font-bold">{EXPEDITION_MESSAGES.heading}</h1>
      <p className="mx-auto mt-3 max-w-xl text-white/85">{message}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        className="bg-accent text-brand mt-8 rounded-full px-6 py-3 font-semibold"
      >
        {m.catalogue_try_again()}
      </button>
    </section>
  )
}
