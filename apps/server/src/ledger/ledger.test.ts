import { expect, test } from 'vitest'
import {
  allocateRefund,
  amountDue,
  amountOverpaid,
  amountPaid,
  type LedgerPayment,
  refundable,
} from './ledger.ts'

const payment = (
  id: string,
  amountPaise: number,
  status = 'captured',
  gatewayPaymentId: string | null = null,
  createdAt = '2026-11-01T00:00:00.000Z',
): LedgerPayment => ({ id, amountPaise, status, method: 'upi', gatewayPaymentId, createdAt })

test('counts only captured payments, less refunds that went back', () => {
  const payments = [
    payment('a', 50_000),
    payment('b', 30_000, 'created'),
    payment('c', 20_000, 'failed'),
  ]
  const refunds = [
    { paymentId: null, amountPaise: 10_000, status: 'processed' },
    { paymentId: null, amountPaise: 5_000, status: 'pending' },
  ]
  expect(amountPaid(payments, refunds)).toBe(40_000)
  expect(refundable(payments, refunds)).toBe(35_000)
})

test('a pending booking owes the rest of its advance; a confirmed one its balance; a cancelled one nothing', () => {
  const booking = { payablePaise: 25_000, totalPaise: 100_000 }
  expect(amountDue({ ...booking, status: 'pending' }, 0)).toBe(25_000)
  expect(amountDue({ ...booking, status: 'pending' }, 10_000)).toBe(15_000)
  expect(amountDue({ ...booking, status: 'confirmed' }, 25_000)).toBe(75_000)
  expect(amountDue({ ...booking, status: 'completed' }, 100_000)).toBe(0)
  expect(amountDue({ ...booking, status: 'cancelled' }, 25_000)).toBe(0)
  expect(amountDue({ ...booking, status: 'pending' }, 30_000)).toBe(0)
})

test('refunds go back through gateway payments newest first, the rest by hand', () => {
  const payments = [
    payment('advance', 25_000, 'captured', 'pay_A', '2026-11-01T00:00:00.000Z'),
    payment('balance', 75_000, 'captured', 'pay_B', '2026-11-10T00:00:00.000Z'),
    payment('cash', 10_000, 'captured', null, '2026-11-12T00:00:00.000Z'),
  ]
  expect(allocateRefund(80_000, payments, [])).toEqual([
    { paymentId: 'balance', amountPaise: 75_000 },
    { paymentId: 'advance', amountPaise: 5_000 },
  ])
  const earlier = [{ paymentId: 'balance', amountPaise: 70_000, status: 'processed' }]
  expect(allocateRefund(40_000, payments, earlier)).toEqual([
    { paymentId: 'balance', amountPaise: 5_000 },
    { paymentId: 'advance', amountPaise: 25_000 },
    { paymentId: null, amountPaise: 10_000 },
  ])
  expect(allocateRefund(0, payments, [])).toEqual([])
})

test('an overpayment is what was received beyond the total, less any refund already decided', () => {
  const confirmed = { status: 'confirmed' as const, totalPaise: 100_000 }
  const twice = [payment('a', 100_000), payment('b', 100_000)]
  expect(amountOverpaid(confirmed, [payment('a', 100_000)], [])).toBe(0)
  expect(amountOverpaid(confirmed, twice, [])).toBe(100_000)
  expect(
    amountOverpaid(confirmed, twice, [{ paymentId: 'b', amountPaise: 60_000, status: 'pending' }]),
  ).toBe(40_000)
  expect(amountOverpaid({ status: 'cancelled', totalPaise: 100_000 }, twice, [])).toBe(0)
})
