// The calendar rules live in the contracts, shared with the browser.
export { addDays, indiaCalendarDate } from '@trippy/contracts/calendar'
