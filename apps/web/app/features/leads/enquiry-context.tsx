import * as m from '@trippy/i18n/messages'
import type { EnquiryTripType } from '@trippy/contracts'
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react'
import { Dialog } from '../../components/ui/dialog.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { CloseIcon } from '../../components/ui/close-icon.tsx'

export type EnquiryApi = {
  /**
   * Opens the 'Send Query' side panel, with a trip already filled in when given (a package page
   * passes its name, and its trip type when it knows it).
   */
  open(trip?: string, tripType?: EnquiryTripType): void
}

const EnquiryContext = createContext<EnquiryApi>({ open: () => {} })

/** The form (and the schemas it validates with) loads only when a visitor opens the panel. */
const loadEnquiryForm = () => import('./enquiry-form.tsx')
const EnquiryForm = lazy(() =>
  loadEnquiryForm().then((module) => ({ default: module.EnquiryForm })),
)

/** Starts loading the form early, when the visitor is about to open the panel. */
export function preloadEnquiryForm() {
  void loadEnquiryForm()
}

/**
 * Holds the 'Send Query' side panel: a native modal <dialog> (the page behind is inert, focus
 * stays inside, Escape closes it) that any page opens through `useEnquiry().open(trip?)`.
 */
export function EnquiryProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<{
    open: boolean
    trip?: string | undefined
    tripType?: EnquiryTripType | undefined
  }>({ open: false })
  // Mounted from the first opening on, so closing the panel by mistake keeps what was typed.
  const [formMounted, setFormMounted] = useState(false)
  const [formKey, setFormKey] = useState(0)
  const titleId = useId()

  const close = useCallback(() => setPanel((current) => ({ ...current, open: false })), [])
  const api = useMemo<EnquiryApi>(
    () => ({
      open: (trip, tripType) => {
        setFormMounted(true)
        setPanel({ open: true, trip, tripType })
      },
    }),
    [],
  )

  function sent() {
    setFormKey((key) => key + 1)
    close()
  }

  return (
    <EnquiryContext.Provider value={api}>
      {children}
      <Dialog
        open={panel.open}
        onOpened={focusFirstName}
        aria-labelledby={titleId}
        onClose={close}
        className="m-0 ml-auto h-dvh max-h-none w-[min(28rem,100vw)] max-w-none bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-black/50"
      >
        <div className="flex h-full flex-col overflow-y-auto p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-brand text-xl font-bold">
                {m.leads_send_query()}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{m.leads_send_query_intro()}</p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label={m.leads_close()}
              className="-mt-1 -mr-2 rounded-md p-2 hover:bg-slate-100"
            >
              <CloseIcon />
            </button>
          </div>
          {panel.trip ? (
            <p className="bg-brand/5 text-brand mt-4 rounded-lg px-3 py-2 text-sm">
              {m.leads_trip()} <span className="font-semibold">{panel.trip}</span>
            </p>
          ) : null}
          {formMounted ? (
            <Suspense fallback={<Spinner label={m.leads_loading_form()} />}>
              <EnquiryForm
                // A new trip starts a new form; the same one keeps what was typed.
                key={`${formKey}:${panel.trip ?? ''}:${panel.tripType ?? ''}`}
                trip={panel.trip}
                tripType={panel.tripType}
                onSent={sent}
              />
            </Suspense>
          ) : null}
        </div>
      </Dialog>
    </EnquiryContext.Provider>
  )
}

function focusFirstName(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>('[name="firstName"]')?.focus()
}

export function useEnquiry(): EnquiryApi {
  return useContext(EnquiryContext)
}
