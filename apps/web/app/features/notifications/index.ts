// The notifications feature as other features see it; its other files are its own.
export { useNotifications } from './notifications-context.tsx'
export { LazyNotificationBell } from './lazy-notification-bell.tsx'
export { useRefreshOnNotification } from './use-refresh-on-notification.ts'
