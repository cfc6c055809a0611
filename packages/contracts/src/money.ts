// No zod here: the browser and the server's notification texts both import this module.

/** Rupees (at most two decimals) to integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

/** Integer paise to rupees as the API returns them. */
export function toRupees(paise: number): number {
  return paise / 100
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})

const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * Rupees the way a bill shows them, with Indian grouping: whole rupees bare ('₹1,25,000'),
 * otherwise always both digits of the paise ('₹449.90', never '₹449.9').
 */
export function formatInr(rupees: number): string {
  const paise = Math.round(rupees * 100) || 0 // || 0: no '-₹0' for a rounded-away negative
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesAndPaise.format(paise / 100)
}
