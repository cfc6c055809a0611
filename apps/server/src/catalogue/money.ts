/** Rupees (at most two decimals) to integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

/** Integer paise to rupees as the API returns them. */
export function toRupees(paise: number): number {
  return paise / 100
}
