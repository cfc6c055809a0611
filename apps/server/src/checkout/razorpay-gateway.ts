import { createHmac, timingSafeEqual } from 'node:crypto'
import Razorpay from 'razorpay'
import { z } from 'zod'

/**
 * Any failure talking to Razorpay: unreachable, timed out, refused (4xx), broken (5xx), or an
 * answer we did not expect. `status` is Razorpay's HTTP status when it answered at all. The
 * message says which, and never carries keys or secrets.
 */
export class GatewayError extends Error {
  readonly status: number | undefined

  constructor(message: string, status?: number) {
    super(message)
    this.name = 'GatewayError'
    this.status = status
  }
}

export type RazorpayOrder = {
  id: string
  amount: number
  currency: 'INR'
  receipt: string | null
  status: string
}
export type RazorpayPayment = {
  id: string
  order_id: string
  amount: number
  currency: string
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  method: string | null
}
export type RazorpayRefund = {
  id: string
  payment_id: string
  amount: number
  status: 'pending' | 'processed' | 'failed'
}

const order: z.ZodType<RazorpayOrder> = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string().nullable(),
  status: z.string(),
})

const payment: z.ZodType<RazorpayPayment> = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  method: z
    .string()
    .nullish()
    .transform((method) => method ?? null),
})

const refund: z.ZodType<RazorpayRefund> = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
})

export type RazorpayGateway = {
  keyId: string
  createOrder(input: {
    amountPaise: number
    receipt: string
    notes?: Record<string, string>
  }): Promise<RazorpayOrder>
  fetchPayment(paymentId: string): Promise<RazorpayPayment>
  refundPayment(
    paymentId: string,
    amountPaise: number,
    notes?: Record<string, string>,
  ): Promise<RazorpayRefund>
  /** HMAC-SHA256 of `${orderId}|${paymentId}` with the key secret, hex; false on any malformed input. */
  isCheckoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean
  /** HMAC-SHA256 of the raw body bytes with the webhook secret, hex; false when missing or malformed. */
  isWebhookSignatureValid(rawBody: Buffer | string, signature: string | undefined): boolean
}

export type RazorpayConfig = {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** Where the API lives instead of https://api.razorpay.com (the local one in tests). */
  apiUrl?: string
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 10_000
const ORDER_ID = /^order_[A-Za-z0-9]+$/
const PAYMENT_ID = /^pay_[A-Za-z0-9]+$/
const SHA256_HEX = /^[0-9a-f]{64}$/i

/** The axios instance behind the SDK, which its types do not show. */
type SdkHttp = {
  defaults: { baseURL?: string; timeout?: number }
  interceptors: {
    response: { use(onFulfilled: undefined, onRejected: (e: unknown) => never): number }
  }
}

/** What the SDK throws once its normalizeError has read our interceptor's (or axios's) failure. */
const sdkFailure = z.object({
  statusCode: z.number(),
  error: z.object({ code: z.unknown(), description: z.unknown() }).partial().nullish(),
})

const axiosFailure = z.object({
  code: z.string().optional(),
  response: z.object({ status: z.number(), data: z.unknown() }).optional(),
})

/**
 * The SDK's normalizeError reads `err.response.status` and `err.response.data.error`, so a failure
 * without a response (refused, reset, timed out) or with a null body becomes a TypeError that has
 * lost what happened. This hands it a response it can read; status 0 means Razorpay never answered.
 */
function readableBySdk(caught: unknown): never {
  const failure = axiosFailure.safeParse(caught)
  const code = failure.success ? failure.data.code : undefined
  const response = failure.success ? failure.data.response : undefined
  if (response) {
    const data = typeof response.data === 'object' && response.data !== null ? response.data : {}
    throw { response: { status: response.status, data } }
  }
  const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT'
  const description = timedOut ? 'timed out' : `could not be reached (${code ?? 'network error'})`
  throw { response: { status: 0, data: { error: { code: 'NO_RESPONSE', description } } } }
}

function gatewayError(action: string, caught: unknown): GatewayError {
  if (caught instanceof GatewayError) return caught
  const failure = sdkFailure.safeParse(caught)
  if (!failure.success) {
    const reason = caught instanceof Error ? `${caught.name}: ${caught.message}` : 'unknown error'
    return new GatewayError(`Razorpay ${action} failed: ${reason}`)
  }
  const { statusCode, error } = failure.data
  const description = typeof error?.description === 'string' ? error.description : undefined
  if (statusCode === 0) return new GatewayError(`Razorpay ${action}: ${description}`)
  const code = typeof error?.code === 'string' ? ` ${error.code}` : ''
  return new GatewayError(
    `Razorpay ${action} answered ${statusCode}${code}${description ? `: ${description}` : ''}`,
    statusCode,
  )
}

function parsed<T>(action: string, schema: z.ZodType<T>, answer: unknown): T {
  const result = schema.safeParse(answer)
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.') || '(root)')
    throw new GatewayError(`Razorpay ${action} answered an unexpected shape (${fields.join(', ')})`)
  }
  return result.data
}

function hmacMatches(secret: string, data: Buffer | string, signature: string): boolean {
  if (!SHA256_HEX.test(signature)) return false
  const expected = createHmac('sha256', secret).update(data).digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

/** Razorpay through its official SDK; every call either answers a checked shape or throws GatewayError. */
export function createRazorpayGateway(config: RazorpayConfig): RazorpayGateway {
  const { keyId, keySecret, webhookSecret } = config
  if (!keyId || !keySecret || !webhookSecret)
    throw new Error('Razorpay needs a key id, a key secret and a webhook secret')
  const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret })
  const http = (sdk.api as unknown as { rq: SdkHttp }).rq
  if (config.apiUrl) http.defaults.baseURL = config.apiUrl
  http.defaults.timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  http.interceptors.response.use(undefined, readableBySdk)

  const call = async <T>(action: string, schema: z.ZodType<T>, request: () => Promise<unknown>) => {
    let answer: unknown
    try {
      answer = await request()
    } catch (caught) {
      throw gatewayError(action, caught)
    }
    return parsed(action, schema, answer)
  }

  return {
    keyId,

    createOrder({ amountPaise, receipt, notes }) {
      return call('order creation', order, () =>
        sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }),
      )
    },

    async fetchPayment(paymentId) {
      if (!PAYMENT_ID.test(paymentId)) throw new GatewayError('Malformed Razorpay payment id')
      return call('payment fetch', payment, () => sdk.payments.fetch(paymentId))
    },

    async refundPayment(paymentId, amountPaise, notes) {
      if (!PAYMENT_ID.test(paymentId)) throw new GatewayError('Malformed Razorpay payment id')
      // Razorpay refunds the whole payment when no amount is sent, so never let one go missing.
      if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
        throw new GatewayError('A refund needs a positive whole number of paise')
      return call('refund', refund, () =>
        sdk.payments.refund(paymentId, { amount: amountPaise, ...(notes ? { notes } : {}) }),
      )
    },

    isCheckoutSignatureValid(orderId, paymentId, signature) {
      if (typeof orderId !== 'string' || typeof paymentId !== 'string') return false
      if (typeof signature !== 'string') return false
      if (!ORDER_ID.test(orderId) || !PAYMENT_ID.test(paymentId)) return false
      return hmacMatches(keySecret, `${orderId}|${paymentId}`, signature)
    },

    isWebhookSignatureValid(rawBody, signature) {
      if (typeof signature !== 'string') return false
      if (typeof rawBody !== 'string' && !Buffer.isBuffer(rawBody)) return false
      return hmacMatches(webhookSecret, rawBody, signature)
    },
  }
}
