const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
})

/** Rupees with Indian grouping: 125000 → '₹1,25,000'. */
export function formatInr(rupees: number): string {
  return inr.format(rupees)
}
