import { createHmac, randomInt } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type {
  RazorpayOrder,
  RazorpayPayment,
  RazorpayRefund,
} from '../src/checkout/razorpay-gateway.ts'

/** Razorpay answers `[]`, not `{}`, for an entity created without notes. */
export type RazorpayNotes = Record<string, string> | []

export type ServerOrder = RazorpayOrder & {
  entity: 'order'
  amount_paid: number
  amount_due: number
  offer_id: null
  attempts: number
  notes: RazorpayNotes
  created_at: number
}

export type ServerPayment = RazorpayPayment & {
  entity: 'payment'
  invoice_id: null
  international: boolean
  amount_refunded: number
  refund_status: 'partial' | 'full' | null
  captured: boolean
  description: string | null
  card_id: null
  bank: null
  wallet: null
  vpa: string | null
  email: string
  contact: string
  notes: RazorpayNotes
  fee: number | null
  tax: number | null
  error_code: string | null
  error_description: string | null
  error_source: string | null
  error_step: string | null
  error_reason: string | null
  acquirer_data: Record<string, string | null>
  created_at: number
}

export type ServerRefund = RazorpayRefund & {
  entity: 'refund'
  currency: 'INR'
  notes: RazorpayNotes
  receipt: string | null
  acquirer_data: { arn: string | null }
  created_at: number
  batch_id: null
  speed_processed: 'normal'
  speed_requested: 'normal'
}

export type WebhookEvent = {
  entity: 'event'
  account_id: string
  event: string
  contains: string[]
  payload: Record<string, { entity: object }>
  created_at: number
}

class ApiError extends Error {
  readonly status: number
  readonly field: string | null

  constructor(status: number, description: string, field: string | null = null) {
    super(description)
    this.status = status
    this.field = field
  }
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const ACCOUNT_ID = 'acc_TrippyHimalaya'

/** An id as Razorpay makes them: a prefix and 14 letters or digits. */
const razorpayId = (prefix: string) =>
  prefix + Array.from({ length: 14 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')

const unixNow = () => Math.floor(Date.now() / 1000)

function errorBody(error: ApiError) {
  const server = error.status >= 500
  return {
    error: {
      code: server ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description: error.message,
      source: server ? 'internal' : 'business',
      step: 'NA',
      reason: server ? 'server_error' : 'input_validation_failed',
      metadata: {},
      field: error.field,
    },
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'The request body must be a JSON object')
  return body as Record<string, unknown>
}

function readAmount(value: unknown, required: boolean): number | undefined {
  if (value === undefined || value === null) {
    if (required) throw new ApiError(400, 'The amount field is required.', 'amount')
    return undefined
  }
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new ApiError(400, 'The amount must be an integer.', 'amount')
  if (value < 100) throw new ApiError(400, 'The amount must be atleast INR 1.00', 'amount')
  return value
}

/** Up to 15 notes of up to 256 characters each, as Razorpay allows. */
function readNotes(value: unknown): RazorpayNotes {
  if (value === undefined || value === null) return []
  if (Array.isArray(value) && value.length === 0) return []
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ApiError(400, 'The notes must be an object of key-value pairs.', 'notes')
  const entries = Object.entries(value)
  if (entries.length > 15)
    throw new ApiError(400, 'The notes may not have more than 15 items.', 'notes')
  const notes: Record<string, string> = {}
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number')
      throw new ApiError(400, `The notes.${key} must be a string.`, 'notes')
    if (String(note).length > 256)
      throw new ApiError(400, `The notes.${key} may not be greater than 256 characters.`, 'notes')
    notes[key] = String(note)
  }
  return entries.length ? notes : []
}

/** The checkout signature Razorpay hands the browser after a payment (HMAC of order|payment). */
export function signCheckout(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex')
}

/** The X-Razorpay-Signature header Razorpay sends with a webhook whose body is `body`. */
export function signWebhook(body: string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(body).digest('hex')
}

function event(name: string, payload: WebhookEvent['payload']): WebhookEvent {
  return {
    entity: 'event',
    account_id: ACCOUNT_ID,
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: unixNow(),
  }
}

export function paymentCapturedEvent(payment: RazorpayPayment): WebhookEvent {
  return event('payment.captured', {
    payment: { entity: { ...payment, status: 'captured', captured: true } },
  })
}

export function paymentFailedEvent(payment: RazorpayPayment): WebhookEvent {
  return event('payment.failed', {
    payment: {
      entity: {
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment failed',
        error_source: 'customer',
        error_step: 'payment_authorization',
        error_reason: 'payment_failed',
        ...payment,
        status: 'failed',
        captured: false,
      },
    },
  })
}

/** With the payment when given, as Razorpay sends `contains: ['refund', 'payment']`. */
export function refundProcessedEvent(
  refund: RazorpayRefund,
  payment?: RazorpayPayment,
): WebhookEvent {
  return event('refund.processed', {
    refund: { entity: { ...refund, status: 'processed' } },
    ...(payment ? { payment: { entity: payment } } : {}),
  })
}

/** The test-only control route: a traveller pays this order in Checkout (see `payOrder`). */
const PAY_ORDER_PATH = /^\/__test__\/orders\/([^/]+)\/pay$/

/**
 * A local Razorpay: the parts of REST API v1 we use (orders, payments, refunds), with basic auth,
 * its validation rules and its error bodies, so tests go through the real SDK. Checkout is
 * simulated by `payOrder`, also over HTTP for tests in another process (`POST
 * /__test__/orders/:id/pay`, basic auth, answers `{paymentId, signature, payment}`); outages by
 * `failWith`. State lives in the returned maps, which a test may read or change. Listens on a free
 * port unless given one.
 */
export async function startRazorpayServer(opts: {
  keyId: string
  keySecret: string
  port?: number
}) {
  const orders = new Map<string, ServerOrder>()
  const payments = new Map<string, ServerPayment>()
  const refunds = new Map<string, ServerRefund>()
  let failure: 503 | 'hang-up' | null = null
  let closing: Promise<void> | undefined

  const authorised = (request: IncomingMessage) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ')
    if (scheme?.toLowerCase() !== 'basic' || !encoded) return false
    const decoded = Buffer.from(encoded, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    return (
      colon > 0 &&
      decoded.slice(0, colon) === opts.keyId &&
      decoded.slice(colon + 1) === opts.keySecret
    )
  }

  const found = <T>(map: Map<string, T>, id: string): T => {
    const entity = map.get(id)
    if (!entity) throw new ApiError(404, 'The id provided does not exist', 'id')
    return entity
  }

  const createOrder = (body: Record<string, unknown>): ServerOrder => {
    const amount = readAmount(body.amount, true) as number
    const currency = body.currency ?? 'INR'
    if (currency !== 'INR') throw new ApiError(400, 'Currency is not supported', 'currency')
    const receipt = body.receipt ?? null
    if (receipt !== null && typeof receipt !== 'string')
      throw new ApiError(400, 'The receipt must be a string.', 'receipt')
    if (receipt !== null && receipt.length > 40)
      throw new ApiError(400, 'The receipt may not be greater than 40 characters.', 'receipt')
    const order: ServerOrder = {
      id: razorpayId('order_'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: readNotes(body.notes),
      created_at: unixNow(),
    }
    orders.set(order.id, order)
    return order
  }

  const refundPayment = (payment: ServerPayment, body: Record<string, unknown>): ServerRefund => {
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      throw new ApiError(400, 'The payment has not been captured', 'id')
    const left = payment.amount - payment.amount_refunded
    const amount = readAmount(body.amount, false) ?? left
    if (left === 0) throw new ApiError(400, 'The payment has been fully refunded already', 'id')
    if (amount > left)
      throw new ApiError(
        400,
        'The refund amount provided is greater than amount captured',
        'amount',
      )
    const receipt = typeof body.receipt === 'string' ? body.receipt : null
    const refund: ServerRefund = {
      id: razorpayId('rfnd_'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: readNotes(body.notes),
      receipt,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: 'normal',
    }
    refunds.set(refund.id, refund)
    payment.amount_refunded += amount
    const full = payment.amount_refunded === payment.amount
    payment.refund_status = full ? 'full' : 'partial'
    if (full) payment.status = 'refunded'
    return refund
  }

  const route = async (request: IncomingMessage): Promise<unknown> => {
    const { pathname } = new URL(request.url ?? '/', 'http://razorpay.local')
    const payOrderId = PAY_ORDER_PATH.exec(pathname)?.[1]
    if (payOrderId !== undefined && request.method === 'POST') {
      if (!authorised(request)) throw new ApiError(401, 'Authentication failed')
      const order = found(orders, payOrderId)
      if (order.status === 'paid') throw new ApiError(400, 'Order is already paid', 'id')
      const paid = payOrder(payOrderId)
      return { ...paid, payment: payments.get(paid.paymentId) }
    }
    const [, version, collection, id, action, ...rest] = pathname.split('/')
    const method = request.method ?? 'GET'
    if (version !== 'v1' || rest.length > 0)
      throw new ApiError(404, 'The requested URL was not found on the server.')
    if (!authorised(request)) throw new ApiError(401, 'Authentication failed')

    if (collection === 'orders' && method === 'POST' && !id)
      return createOrder(await readJson(request))
    if (collection === 'orders' && method === 'GET' && id && !action) return found(orders, id)
    if (collection === 'payments' && method === 'GET' && id && !action) return found(payments, id)
    if (collection === 'payments' && method === 'POST' && id && action === 'refund') {
      const payment = found(payments, id)
      return refundPayment(payment, await readJson(request))
    }
    throw new ApiError(404, 'The requested URL was not found on the server.')
  }

  const server = createServer((request, response) => {
    if (failure === 'hang-up') return void request.socket.destroy()
    if (failure === 503)
      return send(response, 503, errorBody(new ApiError(503, 'The server is unavailable')))
    route(request).then(
      (entity) => send(response, 200, entity),
      (error: unknown) => {
        const apiError =
          error instanceof ApiError ? error : new ApiError(500, 'The server encountered an error')
        send(response, apiError.status, errorBody(apiError))
      },
    )
  })
  server.listen(opts.port ?? 0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('not listening')

  const attempt = (orderId: string) => {
    const order = orders.get(orderId)
    if (!order) throw new Error(`No order ${orderId}`)
    if (order.status === 'paid') throw new Error(`Order ${orderId} is paid already`)
    order.attempts++
    order.status = 'attempted'
    return order
  }

  const newPayment = (order: ServerOrder, captured: boolean): ServerPayment => ({
    id: razorpayId('pay_'),
    entity: 'payment',
    amount: order.amount,
    currency: 'INR',
    status: captured ? 'captured' : 'failed',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured,
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: 'traveller@okhdfcbank',
    email: 'traveller@example.com',
    contact: '+919876543210',
    notes: [],
    fee: captured ? Math.round(order.amount * 0.0236) : null,
    tax: captured ? Math.round(order.amount * 0.0036) : null,
    error_code: captured ? null : 'BAD_REQUEST_ERROR',
    error_description: captured ? null : 'Payment was unsuccessful as the UPI app was closed.',
    error_source: captured ? null : 'customer',
    error_step: captured ? null : 'payment_authentication',
    error_reason: captured ? null : 'payment_cancelled',
    acquirer_data: { rrn: String(randomInt(100_000_000_000, 999_999_999_999)) },
    created_at: unixNow(),
  })

  /**
   * A traveller pays the order in Checkout: a captured payment for its amount, and the
   * signature Checkout hands back to our page.
   */
  function payOrder(orderId: string): { paymentId: string; signature: string } {
    const order = attempt(orderId)
    const payment = newPayment(order, true)
    payments.set(payment.id, payment)
    order.status = 'paid'
    order.amount_paid = order.amount
    order.amount_due = 0
    return {
      paymentId: payment.id,
      signature: signCheckout(order.id, payment.id, opts.keySecret),
    }
  }

  return {
    url: `http://127.0.0.1:${address.port}`,
    orders,
    payments,
    refunds,
    payOrder,
    /**
     * A second payment captured on an order already paid, as Razorpay records when a traveller
     * pays in two Checkout windows or a late authorisation is captured: money received twice.
     */
    payOrderAgain(orderId: string): { paymentId: string; signature: string } {
      const order = orders.get(orderId)
      if (order?.status !== 'paid') throw new Error(`Order ${orderId} is not paid yet`)
      const payment = newPayment(order, true)
      payments.set(payment.id, payment)
      order.attempts++
      order.amount_paid += order.amount
      return {
        paymentId: payment.id,
        signature: signCheckout(order.id, payment.id, opts.keySecret),
      }
    },
    /** A traveller's attempt that fails (Checkout gives no signature then); the order stays open. */
    failOrder(orderId: string): ServerPayment {
      const payment = newPayment(attempt(orderId), false)
      payments.set(payment.id, payment)
      return payment
    },
    /** From now on every request answers 503, or has its connection cut; null to recover. */
    failWith(mode: 503 | 'hang-up' | null) {
      failure = mode
    },
    /** Stops listening and cuts open connections; safe to call again. */
    close(): Promise<void> {
      closing ??= new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}

export type RazorpayServer = Awaited<ReturnType<typeof startRazorpayServer>>
