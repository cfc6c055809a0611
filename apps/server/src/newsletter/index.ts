// What other folders may use of newsletter/ (docs/server-folders.md).
export { newsletterRoutes } from './newsletter.routes.ts'
