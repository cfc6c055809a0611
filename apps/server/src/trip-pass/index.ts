// What other folders may use of trip-pass/ (docs/server-folders.md).
export { passPathFor, reissuePass, withPassUrls } from './trip-pass.service.ts'
export { tripPassRoutes } from './trip-pass.routes.ts'
