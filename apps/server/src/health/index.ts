// What other folders may use of health/ (docs/server-folders.md).
export { healthRoutes } from './health.routes.ts'
