// The promo codes feature as other features see it; its other files are its own.
export { type AppliedPromo, PromoCodeField, promoWords } from './promo-code-field.tsx'
export { PublicPromoCodes } from './public-promo-codes.tsx'
export { PromoCodeForm } from './promo-code-form.tsx'
