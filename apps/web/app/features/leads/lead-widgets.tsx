import { SITE } from '@trippy/contracts/site'
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { CloseIcon } from '../../components/ui/close-icon.tsx'
import { preloadEnquiryForm, useEnquiry } from './enquiry-context.tsx'
import { OPEN_ON_FIRST_VISIT_SCRIPT, TRIP_PLAN_DIALOG_ID } from './first-visit.ts'

const LeadForm = lazy(() =>
  import('./lead-form.tsx').then((module) => ({ default: module.LeadForm })),
)

/**
 * The trip-plan lead modal: opens by itself once per browser (spec §2), as a full-screen overlay.
 * A native modal <dialog>: the page behind is inert, focus stays inside, Escape closes it. The
 * server's HTML opens it (OPEN_ON_FIRST_VISIT_SCRIPT) while the page is parsed; once hydrated,
 * the component takes over the dialog it finds open. The layout renders it before the header, so
 * the script runs before the page behind is parsed and that page is inert from its first style
 * pass. Its Close button is a dialog form's, so it works before the page's JavaScript has run.
 */
export function TripPlanModal() {
  const [open, setOpen] = useState(false)
  const [checked, setChecked] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  // A transition: the form's render (and its lazy import) is not added to hydration's last task.
  useEffect(() => {
    const openedByPage = dialogRef.current?.open === true
    startTransition(() => {
      if (openedByPage) setOpen(true)
      setChecked(true)
    })
  }, [])

  const close = useCallback(() => setOpen(false), [])

  return (
    <>
      <Dialog
        open={open}
        dialogRef={dialogRef}
        id={TRIP_PLAN_DIALOG_ID}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        data-first-visit={checked ? 'checked' : 'pending'}
        onClose={close}
        className="bg-brand/85 fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto p-0 backdrop:bg-transparent open:flex"
      >
        {/* Anchored near the top, not centred: the form loads after the box appears, and a
            centred box would jump up as it grows (a layout shift on every first visit). */}
        <div className="mx-auto mt-[4dvh] mb-auto w-full max-w-xl p-3 sm:p-6">
          <div className="relative rounded-2xl bg-white p-6 text-slate-800 shadow-2xl sm:p-8">
            <form method="dialog" className="absolute top-3 right-3">
              <button
                type="submit"
                aria-label="Close"
                className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
              >
                <CloseIcon />
              </button>
            </form>
            <p className="pr-10 text-sm font-semibold tracking-wide text-amber-800 uppercase">
              Treks and yatras in the Himalaya
            </p>
            <h2 id={titleId} className="text-brand mt-1 pr-10 text-2xl font-bold sm:text-3xl">
              Plan your trip with {SITE.name}
            </h2>
            <p id={descriptionId} className="mt-2 text-slate-600">
              Tell us who is travelling and where you would like to go. Our trip expert calls you
              back with dates, prices and a day-by-day plan.
            </p>
            {open ? (
              <Suspense fallback={<FormLoading />}>
                <LeadForm onDone={close} />
              </Suspense>
            ) : (
              <FormLoading />
            )}
          </div>
        </div>
      </Dialog>
      <script dangerouslySetInnerHTML={{ __html: OPEN_ON_FIRST_VISIT_SCRIPT }} />
    </>
  )
}

/** Holds the form's place while it loads (and in the HTML, until the page is hydrated). */
function FormLoading() {
  return (
    <div className="flex min-h-[30rem] items-center justify-center">
      <Spinner label="Loading the form…" />
    </div>
  )
}

/** The floating tab on the right edge that opens the 'Send Query' side panel. */
export function SendQueryTab() {
  const enquiry = useEnquiry()
  return (
    <button
      type="button"
      onClick={() => enquiry.open()}
      onPointerEnter={preloadEnquiryForm}
      onFocus={preloadEnquiryForm}
      data-testid="send-query-tab"
      className="bg-accent text-brand fixed top-1/2 right-0 z-30 -translate-y-1/2 rounded-l-lg px-2 py-4 text-sm font-bold shadow-lg [writing-mode:vertical-rl] hover:bg-amber-400"
    >
      <span className="inline-block rotate-180">Send Query</span>
    </button>
  )
}
