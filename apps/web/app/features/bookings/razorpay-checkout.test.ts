import { expect, test } from 'vitest'
import { checkoutOptions } from './razorpay-checkout.ts'
import { testBooking } from './test-booking.ts'

test('opens Checkout on the order, for the amount due in whole paise, with the traveller prefilled', () => {
  const onPaid = () => undefined
  const onDismiss = () => undefined
  const options = checkoutOptions(
    {
      provider: 'razorpay',
      bookingId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      orderId: 'order_Abc123Def456Gh',
      keyId: 'rzp_test_TrippyLocal01',
      amount: 11550.35,
      currency: 'INR',
    },
    testBooking(),
    { onPaid, onDismiss },
  )
  expect(options).toEqual({
    key: 'rzp_test_TrippyLocal01',
    order_id: 'order_Abc123Def456Gh',
    amount: 1155035,
    currency: 'INR',
    name: 'Trippy Himalaya',
    description: 'Roopkund Trek',
    prefill: { name: 'Asha Rawat', email: 'asha@example.com', contact: '+91 98765 43210' },
    notes: { bookingId: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
    theme: { color: '#0E2D33' },
    handler: onPaid,
    modal: { ondismiss: onDismiss },
  })
  expect(Number.isInteger(options.amount)).toBe(true)
})
