// The conversions live in the contracts, shared with the browser.
export { toPaise, toRupees } from '@trippy/contracts/money'
