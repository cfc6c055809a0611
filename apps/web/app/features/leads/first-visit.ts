/**
 * The localStorage key that records that this browser has seen the first-visit trip-plan modal.
 * Tests that must not meet the modal set it before the page loads (see e2e/fixtures.ts).
 */
export const LEAD_MODAL_SEEN_KEY = 'tripPlanModalSeen'

/** The id of the trip-plan modal's <dialog>, which the first-visit script opens. */
export const TRIP_PLAN_DIALOG_ID = 'trip-plan'

/**
 * The inline script the server's HTML carries right after the trip-plan <dialog>: on this
 * browser's first visit it records the visit and opens the dialog while the page is still being
 * parsed. The modal is then there at the first paint, and the page behind is inert from its first
 * style pass: showModal() on a page already laid out restyles the whole document (65–105 ms of
 * main thread at 4× CPU on the home page, after hydration). Storage that cannot be read or written
 * (some private modes) means no modal, as it could not be remembered and would open on every page.
 * Where the modal does not open, the script takes it (and itself) out of the page before the
 * page's code runs: the browser then never fetches the modal's code (lead-widgets.tsx).
 */
export const OPEN_ON_FIRST_VISIT_SCRIPT = (() => {
  const key = JSON.stringify(LEAD_MODAL_SEEN_KEY)
  const dialog = JSON.stringify(TRIP_PLAN_DIALOG_ID)
  const remove = `document.getElementById(${dialog}).remove();document.currentScript.remove()`
  return `try{if(localStorage.getItem(${key})===null){localStorage.setItem(${key},new Date().toISOString());document.getElementById(${dialog}).showModal()}else{${remove}}}catch(e){${remove}}`
})()
