import { formatCalendarDate } from '@trippy/contracts/calendar'
import { gstStateCode } from '@trippy/contracts/indian-states'
import PDFDocument from 'pdfkit'
import type { InvoiceDocument } from './invoice-document.ts'

// The PDF's own Helvetica (no font file to ship or download) has only the Windows-1252
// characters, and no rupee sign: amounts say 'Rs.', and other characters are transliterated.
const REGULAR = 'Helvetica'
const BOLD = 'Helvetica-Bold'
const INK = '#1f2937'
const MUTED = '#4b5563'
const RULE = '#9ca3af'
const SHADE = '#eef2f6'

const MARGIN = 50
const A4_WIDTH = 595.28
const A4_HEIGHT = 841.89
const WIDTH = A4_WIDTH - 2 * MARGIN
const RIGHT = A4_WIDTH - MARGIN
const BOTTOM = A4_HEIGHT - MARGIN

type Pdf = InstanceType<typeof PDFDocument>
type Column = { title: string; x: number; width: number; align: 'left' | 'right' }

const COLUMNS: Column[] = [
  { title: 'Description', x: MARGIN, width: 215, align: 'left' },
  { title: 'SAC', x: MARGIN + 220, width: 50, align: 'left' },
  { title: 'Qty', x: MARGIN + 270, width: 35, align: 'right' },
  { title: 'Rate (Rs.)', x: MARGIN + 310, width: 80, align: 'right' },
  { title: 'Taxable value (Rs.)', x: MARGIN + 395, width: WIDTH - 395, align: 'right' },
]

/** A tax invoice or credit note as an A4 PDF, drawn from what was kept when it was issued. */
export function renderDocumentPdf(document: InvoiceDocument): Promise<Buffer> {
  const title = document.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note'
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${title} ${document.number}`,
      Author: printable(document.supplier.name),
      Subject: `Booking ${document.bookingId}`,
      CreationDate: new Date(document.issuedAt),
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  pdf.fillColor(INK)
  let y = drawHeading(pdf, document, title)
  y = drawParties(pdf, document, y + 16)
  y = drawLines(pdf, document, y + 18)
  y = drawTotals(pdf, document, y + 10)
  drawFooter(pdf, document, y + 18)
  pdf.end()
  return done
}

function drawHeading(pdf: Pdf, document: InvoiceDocument, title: string): number {
  const { supplier } = document
  pdf.font(BOLD).fontSize(13).text(printable(supplier.name), MARGIN, MARGIN, { width: 280 })
  pdf.font(REGULAR).fontSize(9.5).fillColor(MUTED)
  pdf.text(printable(supplier.address), { width: 280 })
  pdf.text(`GSTIN: ${supplier.gstin}`, { width: 280 })
  pdf.text(`State: ${withCode(supplier.state)}`, { width: 280 })
  const left = pdf.y

  const x = MARGIN + 290
  const width = WIDTH - 290
  pdf.font(BOLD).fontSize(18).fillColor(INK).text(title, x, MARGIN, { width, align: 'right' })
  pdf.font(REGULAR).fontSize(9.5)
  const facts = [
    `${document.kind === 'invoice' ? 'Invoice' : 'Credit note'} no.: ${document.number}`,
    `Date: ${formatCalendarDate(document.issueDate)}`,
    ...(document.against
      ? [
          `Against invoice: ${document.against.number}`,
          `dated ${formatCalendarDate(document.against.issueDate)}`,
        ]
      : []),
    `Booking: ${document.bookingId}`,
  ]
  for (const fact of facts) pdf.text(fact, x, pdf.y, { width, align: 'right' })
  const bottom = Math.max(left, pdf.y) + 10
  rule(pdf, bottom)
  return bottom
}

function drawParties(pdf: Pdf, document: InvoiceDocument, top: number): number {
  const { customer } = document
  pdf.font(BOLD).fontSize(10).fillColor(INK).text('Billed to', MARGIN, top, { width: 280 })
  pdf.font(REGULAR).fontSize(9.5)
  pdf.text(printable(customer.name) || '-', { width: 280 })
  if (customer.address) pdf.text(printable(customer.address), { width: 280 })
  pdf.text(`State: ${customer.state ? withCode(customer.state) : 'not given'}`, { width: 280 })
  const left = pdf.y

  const x = MARGIN + 290
  const width = WIDTH - 290
  pdf.font(BOLD).fontSize(10).text('Place of supply', x, top, { width, align: 'right' })
  pdf.font(REGULAR).fontSize(9.5)
  const place = document.placeOfSupply
  pdf.text(place.code ? `${place.state} (${place.code})` : place.state, x, pdf.y, {
    width,
    align: 'right',
  })
  pdf.text('Tax payable on reverse charge: No', x, pdf.y, { width, align: 'right' })
  return Math.max(left, pdf.y)
}

function drawLines(pdf: Pdf, document: InvoiceDocument, top: number): number {
  let y = top
  pdf.font(BOLD).fontSize(9)
  const headerHeight =
    rowHeight(
      pdf,
      COLUMNS.map((column) => column.title),
    ) + 8
  pdf.rect(MARGIN, y, WIDTH, headerHeight).fill(SHADE)
  pdf.fillColor(INK)
  drawRow(
    pdf,
    COLUMNS.map((column) => column.title),
    y + 4,
  )
  y += headerHeight

  pdf.font(REGULAR).fontSize(9.5)
  for (const line of document.lines) {
    const cells = [
      printable(line.description),
      line.sac,
      String(line.quantity),
      rupees(line.ratePaise),
      rupees(line.taxablePaise),
    ]
    const height = rowHeight(pdf, cells) + 10
    if (y + height > BOTTOM - 160) {
      pdf.addPage()
      y = MARGIN
    }
    drawRow(pdf, cells, y + 5)
    y += height
    rule(pdf, y)
  }
  return y
}

function rowHeight(pdf: Pdf, cells: string[]): number {
  return Math.max(
    ...cells.map((cell, index) => pdf.heightOfString(cell, { width: COLUMNS[index]?.width ?? 0 })),
  )
}

function drawRow(pdf: Pdf, cells: string[], y: number): void {
  cells.forEach((cell, index) => {
    const column = COLUMNS[index]
    if (column) pdf.text(cell, column.x, y, { width: column.width, align: column.align })
  })
}

function drawTotals(pdf: Pdf, document: InvoiceDocument, top: number): number {
  const rows: [string, number][] = [
    ['Taxable value', document.taxablePaise],
    ...(document.intraState
      ? ([
          ['CGST @ 2.5%', document.cgstPaise],
          ['SGST @ 2.5%', document.sgstPaise],
        ] as [string, number][])
      : ([['IGST @ 5%', document.igstPaise]] as [string, number][])),
  ]
  const labelX = MARGIN + 255
  const amountX = MARGIN + 375
  const amountWidth = WIDTH - 375
  let y = top
  pdf.font(REGULAR).fontSize(9.5).fillColor(INK)
  for (const [label, paise] of rows) {
    pdf.text(label, labelX, y, { width: 120 })
    pdf.text(`Rs. ${rupees(paise)}`, amountX, y, { width: amountWidth, align: 'right' })
    y = pdf.y + 4
  }
  pdf.moveTo(labelX, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(RULE).stroke()
  y += 6
  pdf.font(BOLD).fontSize(11)
  pdf.text(document.kind === 'invoice' ? 'Total' : 'Total credited', labelX, y, { width: 120 })
  pdf.text(`Rs. ${rupees(document.totalPaise)}`, amountX, y, {
    width: amountWidth,
    align: 'right',
  })
  y = pdf.y + 14
  pdf
    .font(BOLD)
    .fontSize(9.5)
    .text('Amount in words: ', MARGIN, y, { continued: true, width: WIDTH })
  pdf.font(REGULAR).text(document.amountInWords)
  return pdf.y
}

function drawFooter(pdf: Pdf, document: InvoiceDocument, top: number): void {
  const what = document.kind === 'invoice' ? 'invoice' : 'credit note'
  const notes = [
    'Amounts in Indian rupees (Rs.). SAC 998555: tour operator services, GST at 5%.',
    ...(document.against
      ? [
          `Issued for the refund on the cancellation of booking ${document.bookingId}; it reduces the value of invoice ${document.against.number}.`,
        ]
      : []),
    `This is a computer-generated ${what} and needs no signature.`,
  ]
  pdf.font(REGULAR).fontSize(8.5).fillColor(MUTED)
  pdf.text(notes.join('\n'), MARGIN, top, { width: WIDTH })
}

function rule(pdf: Pdf, y: number): void {
  pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke()
  pdf.fillColor(INK)
}

/** '24,150.00' from integer paise, grouped the Indian way. */
export function rupees(paise: number): string {
  if (paise < 0) return `-${rupees(-paise)}`
  const whole = new Intl.NumberFormat('en-IN').format(Math.floor(paise / 100))
  return `${whole}.${String(paise % 100).padStart(2, '0')}`
}

/** 'Uttarakhand (05)': a state with its GST code, or the name alone ('Outside India'). */
function withCode(state: string): string {
  const code = gstStateCode(state)
  return code ? `${state} (${code})` : state
}

// Characters outside Latin-1 that Helvetica's Windows-1252 encoding still has.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * Text the built-in font can draw: accents taken off letters it lacks ('Ā' → 'A'), anything
 * else it cannot show as '?', control characters as spaces.
 */
export function printable(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (char === '\n' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff))
      out += char
    else if (WIN_ANSI_EXTRAS.has(char)) out += char
    else if (code < 0x20 || code === 0x7f) out += ' '
    else {
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      out += /^[\x20-\x7e]+$/.test(base) ? base : '?'
    }
  }
  return out
}
