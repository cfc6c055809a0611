// The currency feature as other features see it; its other files are its own.
export { Price } from './price.tsx'
