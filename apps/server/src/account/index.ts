// What other folders may use of account/ (docs/server-folders.md).
export { customerRoutes } from './customers.routes.ts'
