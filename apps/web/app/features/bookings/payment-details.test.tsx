import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { summarisePrice } from './booking-price.ts'
import { PaymentDetails } from './payment-details.tsx'

const addons = [{ name: 'Offloading backpack', price: 2500 }]

test('shows package price, add-ons, GST 5 %, total, the advance and the balance with its due date', () => {
  const summary = summarisePrice({
    offerPrice: 19500,
    addonPrices: [2500],
    seats: 2,
    paymentType: 'advance',
  })
  const text = renderToStaticMarkup(
    <PaymentDetails
      summary={summary}
      seats={2}
      offerPrice={19500}
      addons={addons}
      paymentType="advance"
      dueDate="2027-04-16"
    />,
  ).replace(/<[^>]+>/g, '|')
  expect(text).toContain('Package price (2 × ₹19,500)||₹39,000')
  expect(text).toContain('Offloading backpack (2 × ₹2,500)||₹5,000')
  expect(text).toContain('GST (5%)||₹2,200')
  expect(text).toContain('Total||₹46,200')
  expect(text).toContain('Advance (25%)||₹11,550')
  expect(text).toContain('Remaining amount, due by 16 Apr 2027||₹34,650')
})

test('shows a full payment without an advance or a balance', () => {
  const summary = summarisePrice({
    offerPrice: 19500,
    addonPrices: [],
    seats: 1,
    paymentType: 'full',
  })
  const text = renderToStaticMarkup(
    <PaymentDetails
      summary={summary}
      seats={1}
      offerPrice={19500}
      addons={[]}
      paymentType="full"
      dueDate={null}
    />,
  )
  expect(text).toContain('Full payment')
  expect(text).not.toContain('Advance')
  expect(text).not.toContain('Remaining amount')
  expect(text).not.toContain('Subtotal')
})
