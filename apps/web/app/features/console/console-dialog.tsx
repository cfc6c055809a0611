import { type ReactNode, useId, useRef } from 'react'
import { Dialog } from '../../components/ui/dialog.tsx'
import { CloseIcon } from '../../components/ui/close-icon.tsx'

export { closeDialogOf } from '../../components/ui/dialog.tsx'

/** The console's modal: the site's Dialog with a title and a Close button. */
export function ConsoleDialog({
  title,
  onClose,
  children,
}: {
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  return (
    <Dialog
      open
      portal
      dialogRef={dialog}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto max-h-[92dvh] w-[min(32rem,94vw)] rounded-2xl bg-white p-6 text-slate-800 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-brand text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label="Close"
          className="-m-1 rounded-full p-1 text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="mt-4">{children}</div>
    </Dialog>
  )
}

export { dangerButtonClass, secondaryButtonClass } from '../../components/ui/button-classes.ts'
