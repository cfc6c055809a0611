import { type ReactNode, useCallback, useId, useRef, useState } from 'react'
import { useDismiss } from '../../components/ui/use-dismiss.ts'

/** A disclosure menu of links: a real button with aria-expanded, closed by Escape or outside click. */
export function NavMenu({
  label,
  buttonClassName,
  children,
}: {
  label: string
  buttonClassName: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      {/* Closes once a link inside is followed; Enter on a link clicks it, so keys work too. */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions */}
      <div
        id={panelId}
        hidden={!open}
        onClick={close}
        className="absolute top-full left-0 z-50 mt-2 min-w-56 rounded-xl bg-white p-2 text-slate-800 shadow-xl ring-1 ring-black/5"
      >
        {children}
      </div>
    </div>
  )
}
