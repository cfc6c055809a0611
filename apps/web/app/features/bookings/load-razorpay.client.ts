import { RAZORPAY_CHECKOUT_URL, type RazorpayConstructor } from './razorpay-checkout.ts'

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

let loading: Promise<RazorpayConstructor> | null = null

/**
 * Loads Razorpay Checkout's script once, when a traveller first pays online, so no page carries
 * it before then. A failed load (offline, blocked) rejects, and the next call tries again.
 */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = RAZORPAY_CHECKOUT_URL
    script.async = true
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay)
      else reject(new Error('Razorpay Checkout loaded without window.Razorpay'))
    }
    script.onerror = () => {
      script.remove()
      reject(new Error('Razorpay Checkout did not load'))
    }
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
