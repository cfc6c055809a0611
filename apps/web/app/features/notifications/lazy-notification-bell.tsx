import { lazy, Suspense } from 'react'

const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((module) => ({ default: module.NotificationBell })),
)

/**
 * The header's bell as a lazy island (ADR 007). It shows only to a signed-in customer, whose
 * session is found after the page has hydrated, so its code (the bell, its list and their texts)
 * is fetched then instead of with every page; a blank of the bell's size holds its place.
 */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="block size-10" />}>
      <NotificationBell />
    </Suspense>
  )
}
