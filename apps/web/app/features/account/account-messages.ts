// The contracts package exposes these through its main entry, which also carries every zod schema
// (about 28 kB gzipped in the browser). Until it has a zod-free entry for them, this one relative
// import keeps the spec's texts single-sourced without shipping the schemas to every page.
export {
  ACCOUNT_MESSAGES,
  CUSTOMER_CURRENCIES,
  MIN_PASSWORD_LENGTH,
  type CustomerCurrency,
} from '../../../../../packages/contracts/src/account-messages.ts'
