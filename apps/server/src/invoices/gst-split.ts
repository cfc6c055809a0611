import { OUTSIDE_INDIA } from '@trippy/contracts/indian-states'

/** SAC of tour operator services (GST rate 5 % without input tax credit). */
export const TOUR_OPERATOR_SAC = '998555'

/** The GST on a document, in paise: CGST and SGST within the operator's state, else IGST. */
export type GstSplit = {
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  totalPaise: number
  /** True when CGST and SGST apply (the place of supply is the operator's state). */
  intraState: boolean
  /** The state printed as place of supply. */
  placeOfSupply: string
}

/**
 * Where the service is supplied: the customer's state, or the operator's own when the customer
 * has not said (the supplier's location when the recipient's address is not on record, IGST
 * Act s. 12(2)(b)); 'Outside India' for a customer abroad.
 */
export function placeOfSupply(customerState: string, operatorState: string): string {
  return customerState.trim() === '' ? operatorState : customerState
}

/**
 * Splits the GST of an amount already taxed, from what the booking stored (taxable value and
 * tax, in paise): half CGST and half SGST when the place of supply is the operator's state, with
 * an odd paisa on CGST; else all IGST (another state, or outside India).
 */
export function splitGst(input: {
  taxablePaise: number
  taxPaise: number
  customerState: string
  operatorState: string
}): GstSplit {
  const place = placeOfSupply(input.customerState, input.operatorState)
  const intraState = place !== OUTSIDE_INDIA && place === input.operatorState
  const sgst = intraState ? Math.floor(input.taxPaise / 2) : 0
  const cgst = intraState ? input.taxPaise - sgst : 0
  return {
    taxablePaise: input.taxablePaise,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: intraState ? 0 : input.taxPaise,
    totalPaise: input.taxablePaise + input.taxPaise,
    intraState,
    placeOfSupply: place,
  }
}

/**
 * The taxable value and tax inside an amount that includes GST (a refund), in the proportion the
 * booking was taxed, so a refund of everything gives back exactly the invoice's figures.
 */
export function taxInside(
  amountPaise: number,
  booking: { subtotalPaise: number; gstPaise: number },
): { taxablePaise: number; taxPaise: number } {
  const total = booking.subtotalPaise + booking.gstPaise
  if (total === 0) return { taxablePaise: 0, taxPaise: 0 }
  // In BigInt: paise × paise passes 2^53 for large bookings. Rounded half up.
  const taxable = Number(
    (BigInt(amountPaise) * BigInt(booking.subtotalPaise) * 2n + BigInt(total)) /
      (2n * BigInt(total)),
  )
  return { taxablePaise: taxable, taxPaise: amountPaise - taxable }
}
