import { expect, test } from 'vitest'
import { placeOfSupply, splitGst, taxInside } from './gst-split.ts'

const UTTARAKHAND = 'Uttarakhand'

test('charges CGST and SGST at half the tax each within the operator’s state', () => {
  expect(
    splitGst({
      taxablePaise: 2_300_000,
      taxPaise: 115_000,
      customerState: UTTARAKHAND,
      operatorState: UTTARAKHAND,
    }),
  ).toEqual({
    taxablePaise: 2_300_000,
    cgstPaise: 57_500,
    sgstPaise: 57_500,
    igstPaise: 0,
    totalPaise: 2_415_000,
    intraState: true,
    placeOfSupply: UTTARAKHAND,
  })
})

test('puts an odd paisa of tax on CGST, so the halves always add up', () => {
  const split = splitGst({
    taxablePaise: 2_999,
    taxPaise: 150,
    customerState: UTTARAKHAND,
    operatorState: UTTARAKHAND,
  })
  expect([split.cgstPaise, split.sgstPaise]).toEqual([75, 75])
  const odd = splitGst({
    taxablePaise: 3_001,
    taxPaise: 151,
    customerState: UTTARAKHAND,
    operatorState: UTTARAKHAND,
  })
  expect([odd.cgstPaise, odd.sgstPaise, odd.igstPaise]).toEqual([76, 75, 0])
})

test('charges IGST on the whole tax for another state or a customer abroad', () => {
  for (const customerState of ['Karnataka', 'Outside India']) {
    const split = splitGst({
      taxablePaise: 2_300_000,
      taxPaise: 115_000,
      customerState,
      operatorState: UTTARAKHAND,
    })
    expect(split).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 115_000,
      intraState: false,
      placeOfSupply: customerState,
    })
  }
})

test('takes the operator’s state as place of supply when the customer has not given one', () => {
  expect(placeOfSupply('', UTTARAKHAND)).toBe(UTTARAKHAND)
  expect(
    splitGst({ taxablePaise: 100, taxPaise: 5, customerState: '', operatorState: UTTARAKHAND }),
  ).toMatchObject({ cgstPaise: 3, sgstPaise: 2, igstPaise: 0, placeOfSupply: UTTARAKHAND })
})

test('finds the tax inside a refund in the proportion the booking was taxed', () => {
  const booking = { subtotalPaise: 2_300_000, gstPaise: 115_000 }
  expect(taxInside(2_415_000, booking)).toEqual({ taxablePaise: 2_300_000, taxPaise: 115_000 })
  expect(taxInside(1_207_500, booking)).toEqual({ taxablePaise: 1_150_000, taxPaise: 57_500 })
  // 603_750 × 20/21 = 575_000 exactly; 1 paisa less rounds to the nearest.
  expect(taxInside(603_749, booking)).toEqual({ taxablePaise: 574_999, taxPaise: 28_750 })
  expect(taxInside(0, booking)).toEqual({ taxablePaise: 0, taxPaise: 0 })
})
