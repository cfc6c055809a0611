import * as m from '@trippy/i18n/messages'
import { lazy, Suspense } from 'react'
import { preloadSearch } from '../search/index.ts'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useOpenedOnce } from '../../components/ui/use-opened-once.ts'

const loadDrawerContents = () => import('./drawer-contents.tsx')

const DrawerContents = lazy(() =>
  loadDrawerContents().then((module) => ({ default: module.DrawerContents })),
)

/**
 * Starts fetching the drawer's code and its search's: called when a pointer or focus reaches a
 * button that opens the drawer, so that it has usually arrived by the time the click does.
 */
export function preloadDrawer(): void {
  loadDrawerContents().catch(() => undefined)
  preloadSearch()
}

/**
 * The slide-in drawer for small screens. A native modal <dialog>: the page behind is inert,
 * focus stays inside, Escape closes it and focus returns to the button that opened it.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Closed, the drawer is a <dialog> on every page that only a script can open, and its links
  // are in the header too: its contents, and their code (a lazy island, ADR 007), wait for its
  // first opening.
  const opened = useOpenedOnce(open)

  return (
    <Dialog
      open={open}
      aria-label={m.layout_menu()}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself) or on any link closes the drawer.
        const target = event.target as HTMLElement
        if (target === event.currentTarget || target.closest('a')) onClose()
      }}
      className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-black/50"
    >
      {opened ? (
        <Suspense fallback={<Spinner label={m.layout_loading_menu()} />}>
          <DrawerContents onClose={onClose} />
        </Suspense>
      ) : null}
    </Dialog>
  )
}
