/**
 * The arithmetic of trek credit at a cancellation, in integer paise. Credit never turns into
 * money: payments made with credit are left out of the cash refund, and come back as credit.
 */
export type CancelPayment = { id: string; amountPaise: number; status: string; method: string }
export type CancelRefund = { paymentId: string | null; amountPaise: number; status: string }

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0)

/** The payments made with credit; the refunds written against them. */
function creditPaymentIds(payments: CancelPayment[]): Set<string> {
  return new Set(payments.filter((p) => p.method === 'credit').map((p) => p.id))
}

/** The ledger without credit: the money a cash refund or CREDIT_PERCENT is worked out from. */
export function moneyPart<P extends CancelPayment, R extends CancelRefund>(
  payments: P[],
  refunds: R[],
): { payments: P[]; refunds: R[] } {
  const credit = creditPaymentIds(payments)
  return {
    payments: payments.filter((p) => !credit.has(p.id)),
    refunds: refunds.filter((r) => r.paymentId === null || !credit.has(r.paymentId)),
  }
}

/** Credit spent on a booking and not given back yet. */
export function creditSpent(payments: CancelPayment[], refunds: CancelRefund[]): number {
  const credit = creditPaymentIds(payments)
  return (
    sum(
      payments.filter((p) => credit.has(p.id) && p.status === 'captured').map((p) => p.amountPaise),
    ) -
    sum(
      refunds
        .filter((r) => r.paymentId !== null && credit.has(r.paymentId))
        .map((r) => r.amountPaise),
    )
  )
}

/** Trek credit worth `percent` of the money received and not refunded, rounded down to the paisa. */
export function creditFor(moneyPaise: number, percent: number): number {
  return Math.floor((Math.max(0, moneyPaise) * percent) / 100)
}
