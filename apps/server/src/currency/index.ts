// What other folders may use of currency/ (docs/server-folders.md).
export { currencyRoutes } from './currency.routes.ts'
