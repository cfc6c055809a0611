// No zod here: the browser and the server's notification texts both import this module.

/** Rupees (at most two decimals) to integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

/** Integer paise to rupees as the API returns them. */
export function toRupees(paise: number): number {
  return paise / 100
}

/**
 * A whole number's digits with Indian grouping, as `Intl.NumberFormat('en-IN')` writes them
 * ('1,25,000'). Written out because a page's first Intl formatter initialises ICU, some 15 ms of a
 * phone's main thread that every price on a public page would otherwise pay.
 */
export function groupIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)))
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${head},${digits.slice(-3)}`
}

/**
 * Rupees the way a bill shows them, with Indian grouping: whole rupees bare ('₹1,25,000'),
 * otherwise always both digits of the paise ('₹449.90', never '₹449.9'); what Intl's en-IN
 * currency format gives (money.test.ts holds it to that).
 */
export function formatInr(rupees: number): string {
  const paise = Math.round(rupees * 100) || 0 // || 0: no '-₹0' for a rounded-away negative
  const sign = paise < 0 ? '-' : ''
  const whole = Math.trunc(Math.abs(paise) / 100)
  const fraction = Math.abs(paise) % 100
  return `${sign}₹${groupIndian(whole)}${fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`}`
}
