// What other folders may use of ledger/ (docs/server-folders.md).
export {
  findLedger,
  findLedgers,
  findOpenOrder,
  findPaymentByGatewayId,
  findPaymentByOrderId,
  findRefund,
  findRefundByGatewayId,
  findRefundsAwaitingGateway,
  insertPayment,
  insertRefund,
  markCaptured,
  markFailed,
  markRefundProcessed,
  type PaymentRow,
  recordEventOnce,
  type RefundRow,
  setGatewayRefundId,
  toLedgerPayment,
  toLedgerRefund,
} from './ledger.repository.ts'
export { allocateRefund, amountDue, amountOverpaid, amountPaid, refundable } from './ledger.ts'
