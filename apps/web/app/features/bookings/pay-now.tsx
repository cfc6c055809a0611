import {
  type Booking,
  BookingSchema,
  type PaymentIntent,
  PaymentIntentSchema,
} from '@trippy/contracts'
import { useRef, useState } from 'react'
import * as m from '@trippy/i18n/messages'
import { useToast } from '../../components/ui/toast.tsx'
import { api, ApiError } from '../../lib/api-client.ts'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { BOOKING_TEXTS, PAYMENT_TEXTS } from './booking-messages.ts'
import { holdText, payLabel } from './booking-status.ts'
import { loadRazorpayCheckout } from './load-razorpay.client.ts'
import { OfflinePaymentDialog, type OfflineIntent } from './offline-payment-dialog.tsx'
import {
  checkoutOptions,
  type RazorpayCheckoutResponse,
  type RazorpayConstructor,
  type RazorpayIntent,
} from './razorpay-checkout.ts'
import { localMessage } from '../../components/ui/form-text.tsx'
import { bookedPackageName } from './booked-package-name.ts'

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.fromServer ? localMessage(error.message) : fallback

/**
 * 'Pay ₹X now' for what a booking owes now: asks the server how to pay, then opens Razorpay
 * Checkout on its order (the server verifies the payment and answers the booking), or shows the
 * operator's account details to pay into. Nothing here marks anything paid: only the server's
 * answer, or its notification once the money has arrived, changes the booking.
 */
export function PayNow({
  booking,
  onChange,
  onStale,
}: {
  booking: Booking
  /** The booking as the server answered it after a payment. */
  onChange: (booking: Booking) => void
  /** The booking changed on the server meanwhile (paid, cancelled): read it again. */
  onStale: () => void
}) {
  const toast = useToast()
  const busy = useRef(false)
  const button = useRef<HTMLButtonElement>(null)
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [offline, setOffline] = useState<OfflineIntent | null>(null)

  const done = () => {
    busy.current = false
    setPending(false)
  }

  async function verify(response: RazorpayCheckoutResponse) {
    try {
      const { data, message } = await api.post(
        '/api/payments/razorpay/verify',
        {
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        },
        { schema: BookingSchema },
      )
      onChange(data)
      // Only what the server's ledger now holds counts: a payment the bank has yet to confirm
      // leaves the booking as it was until Razorpay's webhook settles it.
      if (data.metadata.status === 'confirmed' && booking.metadata.status === 'pending') {
        toast.success(BOOKING_TEXTS.confirmed)
      } else if (data.amountPaid > booking.amountPaid) {
        toast.success(message ?? PAYMENT_TEXTS.received)
      } else {
        toast.info(PAYMENT_TEXTS.awaitingBank)
      }
    } catch (error) {
      setProblem(messageOf(error, PAYMENT_TEXTS.verifyFailed))
      onStale()
    } finally {
      done()
    }
  }

  function openCheckout(intent: RazorpayIntent, Razorpay: RazorpayConstructor) {
    const checkout = new Razorpay(
      checkoutOptions(intent, booking, {
        onPaid: (response) => void verify(response),
        onDismiss: done,
      }),
    )
    // Checkout shows the failure itself and lets the traveller try again; say it here too.
    checkout.on?.('payment.failed', (failure) => {
      const reason = failure.error?.description
      setProblem(
        reason
          ? m.booking_razorpay_says({ failed: PAYMENT_TEXTS.failed, reason })
          : PAYMENT_TEXTS.failed,
      )
    })
    checkout.open()
  }

  async function pay() {
    if (busy.current) return
    busy.current = true
    setPending(true)
    setProblem(null)
    let intent: PaymentIntent
    try {
      const answer = await api.post(`/api/bookings/${booking._id}/payments`, undefined, {
        schema: PaymentIntentSchema,
      })
      intent = answer.data
    } catch (error) {
      setProblem(messageOf(error, PAYMENT_TEXTS.startFailed))
      if (error instanceof ApiError && error.status === 409) onStale()
      done()
      return
    }
    if (intent.provider === 'offline') {
      setOffline(intent)
      done()
      return
    }
    try {
      openCheckout(intent, await loadRazorpayCheckout())
    } catch {
      setProblem(PAYMENT_TEXTS.checkoutUnavailable)
      done()
    }
  }

  return (
    <div>
      <button
        ref={button}
        type="button"
        onClick={() => void pay()}
        // aria-disabled, not disabled: the button keeps focus while the payment starts, and a
        // dialog or Checkout gives it back when it closes.
        aria-disabled={pending}
        aria-describedby={problem ? `pay-problem-${booking._id}` : undefined}
        className={`${primaryButtonClass} aria-disabled:cursor-wait aria-disabled:opacity-60`}
      >
        {pending ? m.booking_paying() : payLabel(booking.amountDue)}
        <span className="sr-only">
          {' '}
          {m.booking_pay_for_sr({ name: bookedPackageName(booking.packageDetails).value })}
        </span>
      </button>
      {problem ? (
        <p
          id={`pay-problem-${booking._id}`}
          role="alert"
          className="mt-2 max-w-prose text-sm font-medium text-red-800"
        >
          {problem}
        </p>
      ) : null}
      {offline ? (
        <OfflinePaymentDialog
          intent={offline}
          holdText={holdText(booking)}
          onClose={() => {
            setOffline(null)
            button.current?.focus()
          }}
        />
      ) : null}
    </div>
  )
}
