// What other folders may use of waitlist/ (docs/server-folders.md).
export { countActiveByDeparture } from './waitlist.repository.ts'
export { departureWaitlist } from './waitlist.service.ts'
export { waitlistRoutes } from './waitlist.routes.ts'
