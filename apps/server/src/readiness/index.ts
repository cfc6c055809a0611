// What other folders may use of readiness/ (docs/server-folders.md).
export { readinessRoutes } from './readiness.routes.ts'
export {
  bookingReadiness,
  forgetReadinessOfCustomer,
  readinessOfBookings,
} from './readiness.service.ts'
