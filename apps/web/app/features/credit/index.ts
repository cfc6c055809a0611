// The credit feature as other features see it; its other files are its own.
export { loadCredit } from './credit-api.ts'
export { CreditBalance } from './credit-balance.tsx'
export { UseCreditChoice } from './use-credit-choice.tsx'
