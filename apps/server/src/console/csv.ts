import type { FastifyReply } from 'fastify'
import { z } from 'zod'

export type CsvValue = string | number | boolean | null | undefined

/**
 * A cell as spreadsheets read it safely: quoted when needed, and a leading = + - @ tab or CR (a
 * formula to Excel or Sheets) defused with an apostrophe, since travellers type some of these.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A header row and one row per record, CRLF line ends (RFC 4180). */
export function csvDocument(columns: readonly string[], rows: readonly CsvValue[][]): string {
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))]
  return `${lines.join('\r\n')}\r\n`
}

/** Rupees with both digits of the paise, as a spreadsheet column 'X (INR)' holds them. */
export function csvRupees(rupees: number | null | undefined): string {
  return rupees === null || rupees === undefined ? '' : rupees.toFixed(2)
}

/** How a CSV route's answer is described in the OpenAPI document. */
export function csvAnswer(what: string) {
  return {
    200: {
      description: `${what} as CSV (UTF-8 with a byte-order mark, for spreadsheets)`,
      content: { 'text/csv': { schema: z.string() } },
    },
  }
}

/** Sends a CSV download named `<name>-YYYY-MM-DD.csv`, with the BOM Excel needs to read UTF-8. */
export function sendCsv(reply: FastifyReply, name: string, csv: string, now = new Date()) {
  const day = now.toISOString().slice(0, 10)
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(`\uFEFF${csv}`)
}
