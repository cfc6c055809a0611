import { financialYear } from './financial-year.ts'

export type DocumentKind = 'invoice' | 'credit-note'

/** The counter a document takes its number from: one per kind and financial year. */
export function seriesOf(kind: DocumentKind, issuedAt: Date): string {
  return `${kind}:${financialYear(issuedAt)}`
}

/**
 * A document's number as printed: 'TH/2026-27/0001' for the first invoice of the year,
 * 'CN/2026-27/0001' for the first credit note (a series of its own, as GST rule 53 allows). Both
 * stay within the 16 characters GST rule 46 allows, with a prefix of up to 3 characters.
 */
export function documentNumber(
  prefix: string,
  kind: DocumentKind,
  issuedAt: Date,
  sequence: number,
): string {
  const serial = String(sequence).padStart(4, '0')
  const year = financialYear(issuedAt)
  return kind === 'invoice' ? `${prefix}/${year}/${serial}` : `CN/${year}/${serial}`
}

/** The download's file name: 'TH-2026-27-0001.pdf'. */
export function documentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`
}
