// What other folders may use of console/ (docs/server-folders.md).
export { consolePaymentRoutes } from './bookings/console-payments.routes.ts'
export { consoleDeskRoutes } from './console-desk.routes.ts'
export { consoleExportRoutes } from './console-exports.routes.ts'
export { consoleCustomerRoutes } from './customers/console-customers.routes.ts'
export { consolePackagesRoutes, packageImageFiles } from './packages/console-packages.routes.ts'
export { staffAuthPlugin } from './staff/staff-auth.plugin.ts'
export { staffSessionRoutes } from './staff/staff-sessions.routes.ts'
export { staffRoutes } from './staff/staff.routes.ts'
