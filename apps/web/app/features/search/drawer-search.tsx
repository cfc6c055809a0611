import { LazySearchCombobox } from './lazy-search.tsx'

/**
 * The mobile drawer's search: the same search as the header's popover. The drawer is a modal
 * <dialog>, which focuses the autofocus input when it opens (from the menu or the bottom bar); the
 * drawer renders it from its first opening on, and if the search's code arrives after the dialog
 * has opened, the input takes focus as it mounts.
 */
export function DrawerSearch({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="mt-4">
      {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- the drawer dialog's first focus */}
      <LazySearchCombobox autoFocus onDone={onNavigate} />
    </div>
  )
}
