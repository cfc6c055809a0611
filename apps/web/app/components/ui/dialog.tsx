import {
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
} from 'react'
import { createPortal } from 'react-dom'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab and Shift+Tab cycling inside a modal dialog. A modal <dialog> already makes the page
 * behind inert; this also stops focus leaving for the browser's own controls at either end.
 */
export function trapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'),
  )
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

type DialogProps = {
  /** Whether the dialog shows; it opens with showModal() and shuts with close(). */
  open: boolean
  /** Called whenever the dialog shuts: Escape, a Close button, or `open` turning false. */
  onClose: () => void
  /** Runs right after showModal(), to move focus somewhere better than the first control. */
  onOpened?: (dialog: HTMLDialogElement) => void
  /** Render into <body>, so a hidden or transformed ancestor cannot hide or clip the dialog. */
  portal?: boolean
  /** A ref to the <dialog>, for a caller that closes it from inside (focus then goes back). */
  dialogRef?: RefObject<HTMLDialogElement | null>
  children: ReactNode
} & Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'children'>

/**
 * The one modal dialog of the site and the console: a native <dialog> opened with showModal(),
 * so the page behind is inert and Escape closes it. Focus moves in on opening, stays inside while
 * open and goes back to the element that had it before. Name it with `aria-labelledby` (its
 * title's id) or `aria-label`. The page behind does not scroll while it is open (app.css).
 */
export function Dialog({
  open,
  onClose,
  onOpened,
  portal = false,
  dialogRef,
  children,
  ...attributes
}: DialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null)
  const ref = dialogRef ?? ownRef
  const opener = useRef<HTMLElement | null>(null)
  // Kept in a ref so a new callback on each render does not re-run the open/close effect.
  const opened = useRef(onOpened)
  opened.current = onOpened

  // Whether `open` was true at the last run: a dialog the page's HTML opened before hydration
  // (the first-visit modal) is left open until its owner has taken it over and let it go.
  const wasOpen = useRef(false)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      opened.current?.(dialog)
    }
    if (!open && dialog.open && wasOpen.current) dialog.close()
    wasOpen.current = open
  }, [open, ref])

  const element = (
    <dialog
      ref={ref}
      onKeyDown={trapFocus}
      {...attributes}
      onClose={() => {
        onClose()
        // The browser restores focus itself for most openers; this covers an opener that was
        // re-rendered or a dialog opened without one (the first-visit modal).
        const back = opener.current
        opener.current = null
        if (back?.isConnected && !back.closest('dialog:not([open])')) back.focus()
      }}
    >
      {children}
    </dialog>
  )
  return portal ? createPortal(element, document.body) : element
}

/** Shuts the dialog an element sits in, as its Close button would (focus goes back). */
export function closeDialogOf(element: Element | null): void {
  element?.closest('dialog')?.close()
}
