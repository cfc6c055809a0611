import type { Booking, PaymentIntent } from '@trippy/contracts'
import { toPaise } from '@trippy/contracts/money'
import { SITE } from '@trippy/contracts/site'

/** Where Razorpay serves Checkout; the page CSP allows it when the gateway is configured. */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js'

export type RazorpayIntent = Extract<PaymentIntent, { provider: 'razorpay' }>

/** What Checkout hands the page after a payment; the server checks it (`/verify`). */
export type RazorpayCheckoutResponse = {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

/** The options of Razorpay Checkout we use (razorpay.com/docs/payments/payment-gateway/web-integration/standard). */
export type RazorpayOptions = {
  key: string
  order_id: string
  /** Paise, an integer. */
  amount: number
  currency: 'INR'
  name: string
  description: string
  prefill: { name: string; email: string; contact: string }
  notes: Record<string, string>
  theme: { color: string }
  handler: (response: RazorpayCheckoutResponse) => void
  modal: { ondismiss: () => void }
}

export type RazorpayFailure = { error?: { description?: string } }

/** A Checkout window: `window.Razorpay`, once checkout.js has loaded. */
export type RazorpayCheckout = {
  open: () => void
  on?: (event: 'payment.failed', listener: (failure: RazorpayFailure) => void) => void
}
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout

/**
 * Checkout's options for paying a booking's order: the amount in paise (Checkout shows it; the
 * order fixes it), the operator's name, the trip, and the traveller's details prefilled.
 */
export function checkoutOptions(
  intent: RazorpayIntent,
  booking: Pick<Booking, '_id' | 'packageDetails' | 'customerDetails'>,
  handlers: { onPaid: (response: RazorpayCheckoutResponse) => void; onDismiss: () => void },
): RazorpayOptions {
  const customer = booking.customerDetails
  return {
    key: intent.keyId,
    order_id: intent.orderId,
    amount: toPaise(intent.amount),
    currency: 'INR',
    name: SITE.name,
    description: booking.packageDetails.packageName,
    prefill: { name: customer.fullName, email: customer.email, contact: customer.phone },
    notes: { bookingId: booking._id },
    theme: { color: SITE.themeColor },
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismiss },
  }
}
