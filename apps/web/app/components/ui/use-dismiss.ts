import { type RefObject, useEffect } from 'react'

/**
 * While `open`, calls `onDismiss` on Escape or a pointer down outside `ref`. Escape also moves
 * focus back to `returnFocusTo` (the button that opened the popover); a click elsewhere leaves it
 * where the click put it. Escape is heard on window, after the popover's own handlers, so one a
 * control inside used for itself (a combobox closing its list) arrives prevented and is ignored.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      onDismiss()
      returnFocusTo?.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss()
    }
    window.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      window.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [ref, open, onDismiss, returnFocusTo])
}
