import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import * as m from '@trippy/i18n/messages'
import { Link, useNavigate } from 'react-router'
import { api } from '../../lib/api-client.ts'
import { localHref } from '../../lib/i18n.ts'
import { loadRecentSearches, rememberRecentSearch, type RecentSearch } from './recent-searches.ts'
import {
  createResultsCache,
  createSearchController,
  EMPTY_VIEW,
  type SearchView,
} from './search-controller.ts'
import { SEARCH_LIMITS, SEARCH_MESSAGES } from './search-messages.ts'
import { recentSearchOf, type SearchOption, SearchOptionContent } from './search-options.tsx'
import { useVoiceSearch } from './use-voice-search.ts'
import type { VoiceState } from './voice-recognition.ts'

// One cache for the header's and the drawer's search, so a query typed in either is answered once.
const resultsCache = createResultsCache()

function fetchPackages(query: string): Promise<unknown> {
  const params = new URLSearchParams({ q: query, limit: String(SEARCH_LIMITS.results) })
  return api.get<unknown>(`/api/packages?${params}`)
}

function optionsFor(view: SearchView, recents: readonly RecentSearch[]): SearchOption[] {
  switch (view.kind) {
    case 'empty':
      return recents.slice(0, SEARCH_LIMITS.recentShown).map((item) => ({ kind: 'recent', item }))
    case 'suggestions':
      return view.items.map((item) => ({ kind: 'suggestion', item }))
    case 'results':
      return view.items.map((item) => ({ kind: 'result', item }))
    default:
      return []
  }
}

const HEADINGS: Record<SearchOption['kind'], () => string> = {
  recent: SEARCH_MESSAGES.recentHeading,
  suggestion: SEARCH_MESSAGES.suggestionsHeading,
  result: SEARCH_MESSAGES.resultsHeading,
}

/** What the polite live region says about the open list. */
function announcementFor(view: SearchView, count: number): string {
  switch (view.kind) {
    case 'empty':
      return count ? m.search_recent_count({ count }) : ''
    case 'suggestions':
      return count ? m.search_suggestion_count({ count }) : ''
    case 'loading':
      return SEARCH_MESSAGES.searching()
    case 'results':
      return count
        ? m.search_trip_count({ count })
        : `${SEARCH_MESSAGES.noResultsFor()} ${view.query}`
    case 'failed':
      return SEARCH_MESSAGES.failed()
  }
}

const VOICE_STATUS: Partial<Record<VoiceState, () => string>> = {
  listening: SEARCH_MESSAGES.voiceListening,
  stopped: SEARCH_MESSAGES.voiceStopped,
}
const VOICE_ALERT: Partial<Record<VoiceState, () => string>> = {
  failed: SEARCH_MESSAGES.voiceFailed,
  unsupported: SEARCH_MESSAGES.voiceUnsupported,
}

/**
 * The trip search, as a WAI-ARIA 1.2 combobox: the input keeps focus while the arrow keys move
 * through the listbox (aria-activedescendant), Enter opens the active trip or, with none active,
 * the full result list at /packages?q=, and Escape closes the list. The input is uncontrolled, so
 * a keystroke renders nothing here unless what the list shows changes.
 */
export type SearchComboboxProps = {
  /** Called when the visitor opens a trip or submits the search. */
  onDone?: () => void
  inputRef?: RefObject<HTMLInputElement | null>
  /**
   * Focuses the input as it mounts, and marks it `autofocus` so that a modal dialog opened after
   * it focuses it too.
   */
  autoFocus?: boolean
}

export function SearchCombobox({
  onDone,
  inputRef: givenInputRef,
  autoFocus = false,
}: SearchComboboxProps) {
  const id = useId()
  const ids = {
    input: `${id}-input`,
    listbox: `${id}-listbox`,
    heading: `${id}-heading`,
    option: (index: number) => `${id}-option-${index}`,
  }
  const navigate = useNavigate()
  const ownInputRef = useRef<HTMLInputElement>(null)
  const inputRef = givenInputRef ?? ownInputRef
  const listRef = useRef<HTMLUListElement>(null)
  const [view, setView] = useState<SearchView>(EMPTY_VIEW)
  const [controller] = useState(() =>
    createSearchController({ fetchPackages, onView: setView, cache: resultsCache }),
  )
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [recents, setRecents] = useState<RecentSearch[]>([])
  const voice = useVoiceSearch()

  useEffect(() => () => controller.cancel(), [controller])

  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node
      // The combobox mounts when its panel first opens (lazy-search.tsx), possibly after a
      // dialog around it has opened and looked for an autofocus element; in a closed dialog
      // focus() does nothing and showModal() later finds the attribute.
      if (node && autoFocus) {
        node.setAttribute('autofocus', '')
        node.focus()
      }
    },
    [inputRef, autoFocus],
  )

  const options = optionsFor(view, recents)
  const expanded = open && options.length > 0
  const activeIndex = expanded && active < options.length ? active : -1
  const showsMessage =
    view.kind === 'loading' ||
    view.kind === 'failed' ||
    (view.kind === 'results' && options.length === 0)
  const panelShown = open && (expanded || showsMessage)
  const firstKind = options[0]?.kind

  function search(text: string) {
    controller.setQuery(text)
    setActive(-1)
    setOpen(true)
  }

  function finish() {
    setOpen(false)
    setActive(-1)
    onDone?.()
  }

  function pick(option: SearchOption) {
    setRecents(rememberRecentSearch(recentSearchOf(option)))
    void navigate(localHref(`/packages/${option.item.slug}`))
    finish()
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const option = activeIndex >= 0 ? options[activeIndex] : undefined
    if (option) {
      pick(option)
      return
    }
    const query = inputRef.current?.value.trim() ?? ''
    void navigate(localHref(query ? `/packages?${new URLSearchParams({ q: query })}` : '/packages'))
    finish()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (!options.length) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next =
        activeIndex < 0
          ? step === 1
            ? 0
            : options.length - 1
          : (activeIndex + step + options.length) % options.length
      setActive(next)
      listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' })
    } else if (event.key === 'Escape' && panelShown) {
      // Closes the list only: the popover or the drawer around it stays open for a second Escape.
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      setActive(-1)
    }
  }

  const voiceStatus = VOICE_STATUS[voice.state]?.()
  const voiceAlert = VOICE_ALERT[voice.state]?.()
  const listening = voice.state === 'listening'

  return (
    <form method="get" action={localHref('/packages')} role="search" onSubmit={onSubmit}>
      <label htmlFor={ids.input} className="text-sm font-medium text-slate-700">
        {SEARCH_MESSAGES.label()}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          ref={setInput}
          id={ids.input}
          name="q"
          // Not type=search: Chromium clears a search field on Escape, which would swallow the
          // Escape that closes the drawer or the popover.
          type="text"
          inputMode="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={ids.listbox}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? ids.option(activeIndex) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_LIMITS.queryMaxLength}
          placeholder={SEARCH_MESSAGES.placeholder()}
          onChange={(event) => search(event.currentTarget.value)}
          onFocus={() => {
            setRecents(loadRecentSearches())
            setOpen(true)
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="focus-visible:outline-brand min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1"
        />
        <button
          type="button"
          aria-pressed={listening}
          data-voice-state={voice.state}
          onClick={() =>
            voice.toggle((text) => {
              const input = inputRef.current
              if (!input) return
              input.value = text.slice(0, SEARCH_LIMITS.queryMaxLength)
              input.focus()
              search(input.value)
            })
          }
          className={`rounded-lg border p-2 ${listening ? 'border-red-600 bg-red-50 text-red-700' : 'border-slate-300 text-slate-700 hover:bg-slate-100'}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-5 ${listening ? 'animate-pulse motion-reduce:animate-none' : ''}`}
          >
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M12 15a3 3 0 0 0 3-3V6a3 3 0 1 0-6 0v6a3 3 0 0 0 3 3Zm-6-3a6 6 0 0 0 12 0m-6 6v3"
            />
          </svg>
          <span className="sr-only">{SEARCH_MESSAGES.voiceButton()}</span>
        </button>
        <button type="submit" className="bg-brand rounded-lg px-4 py-2 font-semibold text-white">
          {m.search_submit()}
        </button>
      </div>

      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {voiceStatus}
      </p>
      {voiceAlert ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {voiceAlert}
        </p>
      ) : null}

      <div
        hidden={!panelShown}
        data-testid="search-panel"
        // Keeps focus in the input when an option is clicked, so the click lands.
        onPointerDown={(event) => event.preventDefault()}
        className="mt-2 rounded-xl bg-white py-1"
      >
        <p
          id={ids.heading}
          hidden={!expanded}
          className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          {firstKind ? HEADINGS[firstKind]() : SEARCH_MESSAGES.resultsHeading()}
        </p>
        <ul
          ref={listRef}
          id={ids.listbox}
          role="listbox"
          aria-labelledby={ids.heading}
          hidden={!expanded}
          className="max-h-[60dvh] space-y-1 overflow-y-auto"
        >
          {options.map((option, index) => (
            // Keys reach options through the input (aria-activedescendant), as the APG combobox does.
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
            <li
              key={`${option.kind}-${option.item.slug}`}
              id={ids.option(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => pick(option)}
              onPointerMove={() => setActive(index)}
              className="aria-selected:bg-brand/10 aria-selected:ring-brand cursor-pointer rounded-lg px-2 py-2 aria-selected:ring-2"
            >
              <SearchOptionContent option={option} />
            </li>
          ))}
        </ul>
        <SearchPanelMessage view={view} count={options.length} onLinkClick={finish} />
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {open ? announcementFor(view, options.length) : ''}
      </p>
    </form>
  )
}

function SearchPanelMessage({
  view,
  count,
  onLinkClick,
}: {
  view: SearchView
  count: number
  onLinkClick: () => void
}) {
  if (view.kind === 'loading') {
    return (
      <p className="flex items-center gap-2 px-2 py-3 text-sm text-slate-700">
        <span
          aria-hidden="true"
          className="border-brand/20 border-t-brand size-4 animate-spin rounded-full border-2 motion-reduce:animate-none"
        />
        {SEARCH_MESSAGES.searching()}
      </p>
    )
  }
  if (view.kind === 'failed') {
    return <p className="px-2 py-3 text-sm text-slate-700">{SEARCH_MESSAGES.failed()}</p>
  }
  if (view.kind !== 'results') return null
  if (count === 0) {
    return (
      <div className="px-2 py-3 text-sm">
        <p className="font-medium text-slate-900">
          {SEARCH_MESSAGES.noResultsFor()} “{view.query}”
        </p>
        <p className="mt-1 text-slate-600">{SEARCH_MESSAGES.noResultsHint()}</p>
      </div>
    )
  }
  return (
    <Link
      to={localHref(`/packages?${new URLSearchParams({ q: view.query })}`)}
      onClick={onLinkClick}
      className="text-brand mt-1 block rounded-lg px-2 py-2 text-sm font-semibold hover:bg-slate-100"
    >
      {SEARCH_MESSAGES.seeAll()} “{view.query}”
    </Link>
  )
}
