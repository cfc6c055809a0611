/**
 * The localStorage key that records that this browser has seen the first-visit trip-plan modal.
 * Tests that must not meet the modal set it before the page loads (see e2e/fixtures.ts).
 */
export const LEAD_MODAL_SEEN_KEY = 'tripPlanModalSeen'

/**
 * True once per browser: the first call records the visit and answers true, later calls (and
 * browsers without storage, where we could not remember) answer false.
 */
export function claimFirstVisit(): boolean {
  try {
    if (window.localStorage.getItem(LEAD_MODAL_SEEN_KEY) !== null) return false
    window.localStorage.setItem(LEAD_MODAL_SEEN_KEY, new Date().toISOString())
    return true
  } catch {
    return false
  }
}
