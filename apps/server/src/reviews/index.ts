// What other folders may use of reviews/ (docs/server-folders.md).
export { reviewRoutes } from './reviews.routes.ts'
export { listPackageReviews } from './reviews.service.ts'
