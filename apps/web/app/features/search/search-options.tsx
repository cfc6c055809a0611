import type { PackageSummary } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { TripImage } from '../../components/trips/trip-image.tsx'
import { discountPercent } from '@trippy/contracts/pricing'
import { getLocale } from '../../lib/i18n.ts'
import { Price } from '../currency/index.ts'
import type { RecentSearch } from './recent-searches.ts'
import { SEARCH_MESSAGES } from './search-messages.ts'
import type { Suggestion } from './suggestions.ts'

/** One entry of the listbox: a recent search, a built-in suggestion or a trip the server found. */
export type SearchOption =
  | { kind: 'recent'; item: RecentSearch }
  | { kind: 'suggestion'; item: Suggestion }
  | { kind: 'result'; item: PackageSummary }

/** What the recent searches keep of an option the visitor opened. */
export function recentSearchOf(option: SearchOption): RecentSearch {
  const { item } = option
  const category = option.kind === 'result' ? option.item.category.name : option.item.category
  return { slug: item.slug, name: item.name, category, location: item.location }
}

/**
 * The catalogue's data in an option (names, places, categories, durations) is the operator's
 * English: marked so on a Hindi page. Not translated here: this is a lazy island of the shell, and
 * the catalogue's mappings, shared with the pages, would then ride in every page's shell chunk.
 */
function dataLang(): 'en' | undefined {
  return getLocale() === 'hi' ? 'en' : undefined
}

export function SearchOptionContent({ option }: { option: SearchOption }) {
  switch (option.kind) {
    case 'recent':
      return <RecentOption recent={option.item} />
    case 'suggestion':
      return <SuggestionOption suggestion={option.item} />
    case 'result':
      return <ResultOption pkg={option.item} />
  }
}

const iconClass = 'size-5 shrink-0 text-slate-500'

function RecentOption({ recent }: { recent: RecentSearch }) {
  return (
    <span className="flex items-center gap-3">
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass}>
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z"
        />
      </svg>
      <span className="min-w-0">
        <span lang={dataLang()} className="block truncate font-medium text-slate-900">
          {recent.name}
        </span>
        <span lang={dataLang()} className="block truncate text-xs text-slate-600">
          {recent.category} · {recent.location}
        </span>
      </span>
    </span>
  )
}

function SuggestionOption({ suggestion }: { suggestion: Suggestion }) {
  return (
    <span className="flex items-center gap-3">
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass}>
        <path fill="currentColor" d="M2 20 9 8l4 6 3-4 6 10H2Z" />
      </svg>
      <span className="min-w-0 flex-1">
        <span lang={dataLang()} className="block truncate font-medium text-slate-900">
          {suggestion.name}
        </span>
        <span lang={dataLang()} className="block text-xs text-slate-600">
          {suggestion.category}
        </span>
      </span>
      {suggestion.trending ? (
        <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {SEARCH_MESSAGES.trending()}
        </span>
      ) : null}
    </span>
  )
}

function ResultOption({ pkg }: { pkg: PackageSummary }) {
  const discount = discountPercent(pkg)
  return (
    <span className="flex gap-3">
      <TripImage
        src={pkg.images.cardImage}
        alt=""
        width={72}
        height={72}
        className="size-18 shrink-0 rounded-lg bg-slate-200 object-cover"
      />
      <span className="min-w-0 flex-1">
        <span lang={dataLang()} className="block leading-snug font-semibold text-slate-900">
          {pkg.name}
        </span>
        <span lang={dataLang()} className="block truncate text-xs text-slate-600">
          {pkg.location} · {pkg.category.name}
        </span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span lang={dataLang()}>{pkg.duration}</span>
          <span>{m.search_group_of({ count: pkg.maxParticipants })}</span>
          {pkg.reviewCount > 0 ? (
            <span>
              <span aria-hidden="true" className="text-amber-600">
                ★{' '}
              </span>
              {pkg.rating.toFixed(1)} ({m.search_review_count({ count: pkg.reviewCount })})
            </span>
          ) : null}
        </span>
        <span className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          <Price inr={pkg.offerPrice} className="text-brand font-bold" />
          {discount > 0 ? (
            <>
              <s className="text-xs text-slate-500">
                <Price inr={pkg.originalPrice} />
              </s>
              <span className="rounded bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-800">
                {m.search_percent_off({ discount })}
              </span>
            </>
          ) : null}
        </span>
      </span>
    </span>
  )
}
