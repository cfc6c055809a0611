import { formatCalendarDate, indiaCalendarDate } from '@trippy/contracts/calendar'
import { gstStateCode } from '@trippy/contracts/indian-states'
import { amountInWords } from './amount-in-words.ts'
import { financialYear } from './financial-year.ts'
import { splitGst, TOUR_OPERATOR_SAC, taxInside } from './gst-split.ts'
import type { DocumentKind } from './invoice-number.ts'

/** Who issues the documents: the operator's GST registration, from the environment. */
export type InvoiceIssuer = {
  prefix: string
  legalName: string
  address: string
  gstin: string
  state: string
}

/** What a booking contributes to its invoice, in paise. */
export type InvoiceFacts = {
  bookingId: string
  packageName: string
  /** Per seat. */
  offerPricePaise: number
  /** Per traveller, as booked. */
  addons: { name: string; pricePaise: number }[]
  seats: number
  startDate: string
  endDate: string
  subtotalPaise: number
  /** A promo code's discount off the subtotal, before GST: a line of its own. */
  promo?: { code: string; discountPaise: number } | null
  gstPaise: number
  customer: { name: string; address: string; state: string }
}

export type DocumentLine = {
  description: string
  sac: string
  quantity: number
  ratePaise: number
  taxablePaise: number
}

/**
 * Everything a tax invoice or credit note prints, kept as issued: a later change of profile,
 * price or operator address never changes a document already issued.
 */
export type InvoiceDocument = {
  version: 1
  kind: DocumentKind
  number: string
  issuedAt: string
  /** 'YYYY-MM-DD' in India. */
  issueDate: string
  financialYear: string
  bookingId: string
  supplier: { name: string; address: string; gstin: string; state: string; stateCode: string }
  /** `state` is '' when the customer had not given one. */
  customer: { name: string; address: string; state: string }
  placeOfSupply: { state: string; code: string | null }
  lines: DocumentLine[]
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  totalPaise: number
  /** CGST and SGST (true) or IGST (false). */
  intraState: boolean
  amountInWords: string
  /** A credit note's invoice. */
  against: { number: string; issueDate: string } | null
}

/** The tax invoice of a confirmed booking: its stored subtotal and GST, line by line. */
export function buildInvoice(
  issuer: InvoiceIssuer,
  facts: InvoiceFacts,
  number: string,
  issuedAt: Date,
): InvoiceDocument {
  const split = splitGst({
    taxablePaise: facts.subtotalPaise - (facts.promo?.discountPaise ?? 0),
    taxPaise: facts.gstPaise,
    customerState: facts.customer.state,
    operatorState: issuer.state,
  })
  return {
    version: 1,
    kind: 'invoice',
    number,
    issuedAt: issuedAt.toISOString(),
    issueDate: indiaCalendarDate(issuedAt),
    financialYear: financialYear(issuedAt),
    bookingId: facts.bookingId,
    supplier: {
      name: issuer.legalName,
      address: issuer.address,
      gstin: issuer.gstin,
      state: issuer.state,
      stateCode: issuer.gstin.slice(0, 2),
    },
    customer: facts.customer,
    placeOfSupply: { state: split.placeOfSupply, code: gstStateCode(split.placeOfSupply) },
    lines: invoiceLines(facts),
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    totalPaise: split.totalPaise,
    intraState: split.intraState,
    amountInWords: amountInWords(split.totalPaise),
    against: null,
  }
}

/** The package per seat and each add-on per traveller; one line if they do not add up. */
function invoiceLines(facts: InvoiceFacts): DocumentLine[] {
  const seats = facts.seats === 1 ? '1 seat' : `${facts.seats} seats`
  const trip = `${facts.packageName}, departure ${formatCalendarDate(facts.startDate)} to ${formatCalendarDate(facts.endDate)}, ${seats}`
  const lines: DocumentLine[] = [
    line(trip, facts.seats, facts.offerPricePaise),
    ...facts.addons.map((addon) => line(`Add-on: ${addon.name}`, facts.seats, addon.pricePaise)),
  ]
  const sum = lines.reduce((total, each) => total + each.taxablePaise, 0)
  // The stored subtotal is what was charged; a line never prints a figure it does not back.
  const charged = sum === facts.subtotalPaise ? lines : [line(trip, 1, facts.subtotalPaise)]
  const discount = facts.promo?.discountPaise ?? 0
  return discount > 0
    ? [...charged, line(`Discount: promo code ${facts.promo?.code ?? ''}`, 1, -discount)]
    : charged
}

function line(description: string, quantity: number, ratePaise: number): DocumentLine {
  return {
    description,
    sac: TOUR_OPERATOR_SAC,
    quantity,
    ratePaise,
    taxablePaise: quantity * ratePaise,
  }
}

/**
 * The credit note for a refund on a cancelled booking: the refund (GST included) taken apart in
 * the invoice's proportion, with the invoice's supplier, customer and kind of tax.
 */
export function buildCreditNote(
  invoice: InvoiceDocument,
  refundPaise: number,
  number: string,
  issuedAt: Date,
  description = 'Refund on cancellation',
): InvoiceDocument {
  const amount = Math.min(refundPaise, invoice.totalPaise)
  const { taxablePaise, taxPaise } = taxInside(amount, {
    subtotalPaise: invoice.taxablePaise,
    gstPaise: invoice.totalPaise - invoice.taxablePaise,
  })
  // The invoice's place of supply and supplier, so the same kind of tax is given back.
  const split = splitGst({
    taxablePaise,
    taxPaise,
    customerState: invoice.placeOfSupply.state,
    operatorState: invoice.supplier.state,
  })
  const trip = invoice.lines[0]?.description ?? `Booking ${invoice.bookingId}`
  return {
    ...invoice,
    kind: 'credit-note',
    number,
    issuedAt: issuedAt.toISOString(),
    issueDate: indiaCalendarDate(issuedAt),
    financialYear: financialYear(issuedAt),
    lines: [
      {
        description: `${description}: ${trip}`,
        sac: TOUR_OPERATOR_SAC,
        quantity: 1,
        ratePaise: taxablePaise,
        taxablePaise,
      },
    ],
    taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    totalPaise: amount,
    amountInWords: amountInWords(amount),
    against: { number: invoice.number, issueDate: invoice.issueDate },
  }
}
