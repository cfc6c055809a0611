import * as m from '@trippy/i18n/messages'
import { type ComponentType, lazy, Suspense } from 'react'
import { preloadEnquiryForm, useEnquiry } from './enquiry-context.tsx'
import { TRIP_PLAN_DIALOG_ID } from './first-visit.ts'

/**
 * The trip-plan modal's code is fetched only by a browser whose first visit this is: the server's
 * HTML holds the modal, and its inline script opens it on a first visit before any of the page's
 * code runs, and takes it out of the page on any other (first-visit.ts). What hydrates is then
 * the modal, or nothing where nothing is left: a returning visitor's pages load none of its code.
 */
const FirstVisitTripPlanModal = lazy<ComponentType>(() =>
  document.getElementById(TRIP_PLAN_DIALOG_ID)
    ? import('./trip-plan-modal.tsx').then((module) => ({ default: module.TripPlanModal }))
    : Promise.resolve({ default: NoModal }),
)

function NoModal() {
  return null
}

/** The server renders the modal itself (server/app.ts hands it over), so its HTML is complete. */
let serverTripPlanModal: ComponentType | undefined
export function renderTripPlanModalWith(modal: ComponentType): void {
  serverTripPlanModal = modal
}

export function TripPlanModalIsland() {
  const Modal = serverTripPlanModal ?? FirstVisitTripPlanModal
  return (
    <Suspense fallback={null}>
      <Modal />
    </Suspense>
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
      <span className="inline-block rotate-180">{m.leads_send_query()}</span>
    </button>
  )
}
