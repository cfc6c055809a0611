import * as m from '@trippy/i18n/messages'
import { lazy, Suspense } from 'react'
import { Spinner } from '../../components/ui/spinner.tsx'

const ReadinessChecklist = lazy(() => import('./readiness-checklist.tsx'))

/** A booking's trip checklist, its code fetched once My Bookings has shown the list. */
export function LazyReadinessChecklist({ bookingId }: { bookingId: string }) {
  return (
    <Suspense fallback={<Spinner label={m.readiness_loading()} />}>
      <ReadinessChecklist bookingId={bookingId} />
    </Suspense>
  )
}
