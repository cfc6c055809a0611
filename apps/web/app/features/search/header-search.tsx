import * as m from '@trippy/i18n/messages'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useDismiss } from '../../components/ui/use-dismiss.ts'
import { useOpenedOnce } from '../../components/ui/use-opened-once.ts'
import { LazySearchCombobox, preloadSearch } from './lazy-search.tsx'

/**
 * The header's search popover (desktop; below `lg` the drawer carries the search). The button
 * opens a panel with the search and focus moves into it; Escape with the list closed, or a click
 * outside, closes the panel, and Escape returns focus to the button. The search itself is a lazy
 * island, rendered when the panel first opens: the input takes focus as it mounts, and on each
 * later opening from the effect below.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false)
  const opened = useOpenedOnce(open)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const panelId = useId()

  const close = useCallback(() => setOpen(false), [])
  // Escape with the combobox's list open closes the list only (useDismiss ignores it).
  useDismiss(root, open, close, button)

  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  return (
    <div ref={root} className="relative hidden lg:block" data-testid="header-search">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={preloadSearch}
        onFocus={preloadSearch}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-2 hover:bg-black/10"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 5 5"
          />
        </svg>
        <span className="sr-only">{m.search_open()}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 max-h-[calc(100dvh-5rem)] w-[28rem] overflow-y-auto rounded-xl bg-white p-4 text-slate-800 shadow-xl ring-1 ring-black/5"
      >
        {opened ? (
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the popover's first focus, on mount
          <LazySearchCombobox inputRef={input} autoFocus onDone={close} />
        ) : null}
      </div>
    </div>
  )
}
