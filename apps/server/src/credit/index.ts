// What other folders may use of credit/ (docs/server-folders.md).
export { creditFor, creditSpent, moneyPart } from './credit.ts'
export { creditRoutes } from './credit.routes.ts'
export {
  CREDIT_MESSAGES,
  getCredit,
  giveCreditInTransaction,
  grantCredit,
  returnSpentCreditInTransaction,
  spendCreditInTransaction,
} from './credit.service.ts'
