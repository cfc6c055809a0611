// What other folders may use of promo-codes/ (docs/server-folders.md).
export { promoCodeRoutes } from './promo-codes.routes.ts'
export {
  type ApplicablePromo,
  createPromoCodeIn,
  findApplicablePromo,
  getConsolePromoCode,
  listConsolePromoCodes,
  listPublicPromoCodes,
  releasePromoInTransaction,
  updatePromoCodeIn,
  usePromoInTransaction,
} from './promo-codes.service.ts'
