import type { TripPassIssued } from '@trippy/contracts'
import { useId, useState } from 'react'
import { useToast } from '../../components/ui/toast.tsx'
import { consoleApi, problemText } from './console-api.ts'
import { secondaryButtonClass } from './console-dialog.tsx'

/**
 * The trip pass of a confirmed booking: staff can end its link (shared too widely, a lost phone)
 * and issue a new one, which they then send to the traveller. The old link answers 404 at once.
 */
export function TripPassReissue({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const toast = useToast()
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const [issued, setIssued] = useState<string | null>(null)
  const linkId = useId()

  async function reissue() {
    setPending(true)
    try {
      const { data, message } = await consoleApi.post<TripPassIssued>(
        `/api/console/bookings/${bookingId}/trip-pass`,
      )
      setIssued(new URL(data.passUrl, window.location.origin).href)
      setConfirming(false)
      toast.success(message ?? 'A new trip pass link was issued')
      onDone()
    } catch (error) {
      toast.error(problemText(error, 'The new link could not be issued. Please try again.'))
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-700">
        The traveller finds the trip pass in My Bookings and in the booking-confirmed mail. Issue a
        new link if the old one reached someone it should not have; the old one stops working.
      </p>
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void reissue()}
            disabled={pending}
            className={secondaryButtonClass}
          >
            {pending ? 'Issuing…' : 'End the old link and issue a new one'}
          </button>
          <button
            type="button"
            onClick={() => setConfirming(false)}
            disabled={pending}
            className={secondaryButtonClass}
          >
            Keep the current link
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className={secondaryButtonClass}>
          Issue a new trip pass link
        </button>
      )}
      {issued ? (
        <div>
          <label htmlFor={linkId} className="font-medium text-slate-900">
            New trip pass link: send it to the traveller
          </label>
          <input
            id={linkId}
            readOnly
            value={issued}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-lg px-3 py-2 font-mono text-xs ring-1 ring-slate-300"
          />
        </div>
      ) : null}
    </div>
  )
}
