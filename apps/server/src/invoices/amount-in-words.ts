const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 0–99: 'Seven', 'Fifteen', 'Forty', 'Twenty-Four'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? ''
  const ones = n % 10
  const tens = TENS[Math.floor(n / 10)] ?? ''
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`
}

/**
 * A whole number in the Indian system: crore (10⁷), lakh (10⁵), thousand, hundred. Crores above
 * 99 are counted in the same words ('One Thousand Two Hundred Crore').
 */
function indianWords(n: number): string {
  if (n < 100) return belowHundred(n)
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor((n % 10_000_000) / 100_000)
  const thousand = Math.floor((n % 100_000) / 1_000)
  const hundred = Math.floor((n % 1_000) / 100)
  const rest = n % 100
  if (crore > 0) parts.push(`${indianWords(crore)} Crore`)
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`)
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`)
  if (hundred > 0) parts.push(`${ONES[hundred]} Hundred`)
  if (rest > 0) parts.push(belowHundred(rest))
  return parts.join(' ')
}

/**
 * An amount of integer paise in words as an Indian invoice writes it: 'Rupees Twenty-Four
 * Thousand One Hundred Fifty Only', 'Rupees One Lakh and Five Paise Only', 'Fifty Paise Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`Not an amount of paise: ${paise}`)
  const rupees = Math.floor(paise / 100)
  const cents = paise % 100
  if (cents === 0) return `Rupees ${indianWords(rupees)} Only`
  if (rupees === 0) return `${belowHundred(cents)} Paise Only`
  return `Rupees ${indianWords(rupees)} and ${belowHundred(cents)} Paise Only`
}
