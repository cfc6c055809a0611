// The currency feature as other features see it; its other files are its own.
export { Price } from './price.tsx'
export { CurrencySelector } from './currency-selector.tsx'
export { useCurrency } from './currency-context.tsx'
