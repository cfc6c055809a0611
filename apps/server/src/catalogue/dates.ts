// The calendar rules live in the contracts, shared with the browser.
export { addDays, indiaCalendarDate, indiaMidnight } from '@trippy/contracts/calendar'
