import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { startTransition, useCallback, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Dialog } from '../../components/ui/dialog.tsx'
import { CloseIcon } from '../../components/ui/close-icon.tsx'
import { FormMessage } from '../../components/ui/form-message.tsx'
import { OPEN_ON_FIRST_VISIT_SCRIPT, TRIP_PLAN_DIALOG_ID } from './first-visit.ts'
import { draftOf, LeadFields, type LeadFormDraft, LeadSubmitButton } from './lead-fields.tsx'
import type { LeadForm as LeadFormComponent } from './lead-form.tsx'

/**
 * The trip-plan lead modal: opens by itself once per browser, as a full-screen overlay.
 * A native modal <dialog>: the page behind is inert, focus stays inside, Escape closes it. The
 * server's HTML opens it (OPEN_ON_FIRST_VISIT_SCRIPT) while the page is parsed; once hydrated,
 * the component takes over the dialog it finds open. The layout renders it before the header, so
 * the script runs before the page behind is parsed and that page is inert from its first style
 * pass. Its Close button is a dialog form's, so it works before the page's JavaScript has run.
 * Its fields are in the HTML too; the code that validates and sends them comes on first use.
 */
export function TripPlanModal() {
  const [open, setOpen] = useState(false)
  const [checked, setChecked] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  // A transition: taking the dialog over and readying the form's Submit is not added to
  // hydration's last task.
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
                aria-label={m.leads_close()}
                className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
              >
                <CloseIcon />
              </button>
            </form>
            <p className="pr-10 text-sm font-semibold tracking-wide text-amber-800 uppercase">
              {m.leads_modal_kicker()}
            </p>
            <h2 id={titleId} className="text-brand mt-1 pr-10 text-2xl font-bold sm:text-3xl">
              {m.leads_modal_title({ name: SITE.name })}
            </h2>
            <p id={descriptionId} className="mt-2 text-slate-600">
              {m.leads_modal_description()}
            </p>
            <TripPlanForm ready={checked} onDone={close} />
          </div>
        </div>
      </Dialog>
      <script dangerouslySetInnerHTML={{ __html: OPEN_ON_FIRST_VISIT_SCRIPT }} />
    </>
  )
}

type LoadedLeadForm = { LeadForm: typeof LeadFormComponent; draft: LeadFormDraft }

/**
 * The trip-plan form: its fields as the server rendered them until first used (a focus, a press,
 * a submit), then the form that validates and sends them (`lead-form.tsx`, with Conform and the
 * contract's schema), which replaces them in one task and carries on from what was typed. Its
 * Submit waits for hydration: before, a submit would send the fields in the page's address.
 */
function TripPlanForm({ ready, onDone }: { ready: boolean; onDone: () => void }) {
  const [loaded, setLoaded] = useState<LoadedLeadForm | null>(null)
  const [failed, setFailed] = useState(false)
  const loading = useRef(false)
  const submitAsked = useRef(false)
  const pressing = useRef<Promise<void> | null>(null)

  const takeOver = (form: HTMLFormElement) => {
    if (loading.current) return
    loading.current = true
    setFailed(false)
    void import('./lead-form.tsx').then(
      async ({ LeadForm }) => {
        // A press in progress finishes on the fields it began on: replaced under it, its click
        // would land on no button.
        await pressing.current
        flushSync(() => setLoaded({ LeadForm, draft: draftOf(form, submitAsked.current) }))
      },
      () => {
        loading.current = false
        if (submitAsked.current) setFailed(true)
        submitAsked.current = false
      },
    )
  }
  const press = (event: React.PointerEvent<HTMLFormElement>) => {
    pressing.current ??= new Promise<void>((released) => {
      const release = () => {
        window.removeEventListener('pointerup', release, true)
        window.removeEventListener('pointercancel', release, true)
        // After the click that the release brings, and the submit that click may ask for.
        setTimeout(() => {
          pressing.current = null
          released()
        })
      }
      window.addEventListener('pointerup', release, true)
      window.addEventListener('pointercancel', release, true)
    })
    takeOver(event.currentTarget)
  }

  if (loaded) return <loaded.LeadForm onDone={onDone} draft={loaded.draft} />
  return (
    <form
      noValidate
      onFocus={(event) => takeOver(event.currentTarget)}
      onPointerDown={press}
      onSubmit={(event) => {
        event.preventDefault()
        submitAsked.current = true
        takeOver(event.currentTarget)
      }}
      className="mt-6"
    >
      <LeadFields />
      <div className="mt-5 space-y-3">
        {failed ? <FormMessage kind="error">{m.leads_network_failure()}</FormMessage> : null}
        <LeadSubmitButton busy={false} disabled={!ready} />
      </div>
    </form>
  )
}
