// What other folders may use of checkout/ (docs/server-folders.md).
export { paymentRoutes } from './payments.routes.ts'
export { markRefundProcessedByHand, recordOfflinePayment } from './payments.service.ts'
