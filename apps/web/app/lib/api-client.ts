import type { FieldError, OkEnvelope } from '@trippy/contracts'

/** Every call gives up after 10 seconds. */
export const API_TIMEOUT_MS = 10_000

/** Where the session lives in the browser (token and user id in local storage). */
export const SESSION_KEYS = { userId: 'userId', token: 'token', customer: 'customerData' } as const

/** 'invalid': an answer whose data does not match the schema the caller expects. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid'

/**
 * A call that did not succeed: an error answer, no answer in time, no answer at all, or an answer
 * we cannot read.
 */
export class ApiError extends Error {
  /** The HTTP status; 0 when there was no answer. */
  readonly status: number
  readonly kind: ApiErrorKind
  /** Field-level problems from a 400, in the envelope's `errors`. */
  readonly errors: FieldError[]
  /** Whether the message came from the server (and is fit to show as is). */
  readonly fromServer: boolean

  constructor(init: {
    status: number
    kind: ApiErrorKind
    message: string
    errors?: FieldError[]
    fromServer?: boolean
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.kind = init.kind
    this.errors = init.errors ?? []
    this.fromServer = init.fromServer ?? false
  }

  /** The first message for each field path, for showing beside the fields. */
  fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {}
    for (const error of this.errors) byField[error.path] ??= error.message
    return byField
  }
}

export type RequestOptions = {
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Overrides API_TIMEOUT_MS, for tests. */
  timeoutMs?: number
  /**
   * Sends this bearer token instead of the stored customer's (the console's staff token). A 401
   * then leaves the customer's session alone: the caller owns that token.
   */
  token?: string | null
}

/**
 * What reads an answer's `data`: a contract zod schema, passed by the page that needs it (so the
 * schema lands in that page's bundle, not in this module's). Structural, to keep zod out of here.
 */
export type AnswerSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false }
}

/** Options for a call whose answer is parsed: its `data` is what `schema` makes of it. */
export type ParsedRequestOptions<T> = RequestOptions & { schema: AnswerSchema<T> }

type Body = FormData | object | undefined

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage can be blocked outright (privacy settings); then there is simply no session.
    return null
  }
}

export type StoredSession = { userId: string; token: string }

export function readStoredSession(): StoredSession | null {
  const store = storage()
  const userId = store?.getItem(SESSION_KEYS.userId)
  const token = store?.getItem(SESSION_KEYS.token)
  return userId && token ? { userId, token } : null
}

export function storeSession(session: StoredSession): void {
  const store = storage()
  store?.setItem(SESSION_KEYS.userId, session.userId)
  store?.setItem(SESSION_KEYS.token, session.token)
}

/** The customer data kept beside the session, parsed but not trusted: callers check its shape. */
export function readStoredCustomerData(): unknown {
  const raw = storage()?.getItem(SESSION_KEYS.customer)
  if (!raw) return null
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

export function storeCustomerData(customer: unknown): void {
  storage()?.setItem(SESSION_KEYS.customer, JSON.stringify(customer))
}

const clearedListeners = new Set<() => void>()

/** Calls `listener` whenever the stored session is cleared (any 401, logout, deletion). */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener)
  return () => clearedListeners.delete(listener)
}

/** Forgets the stored user id, token and customer data. */
export function clearStoredSession(): void {
  const store = storage()
  for (const key of Object.values(SESSION_KEYS)) store?.removeItem(key)
  for (const listener of clearedListeners) listener()
}

function isEnvelope(
  value: unknown,
): value is { success: boolean; message?: unknown; errors?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  )
}

function fieldErrorsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).path === 'string' &&
      typeof (item as FieldError).message === 'string',
  )
}

function errorOf(response: Response, json: unknown): ApiError {
  const serverMessage = isEnvelope(json) && typeof json.message === 'string' ? json.message : null
  return new ApiError({
    status: response.status,
    kind: 'http',
    message: serverMessage ?? `The server answered ${response.status}`,
    errors: isEnvelope(json) ? fieldErrorsOf(json.errors) : [],
    fromServer: serverMessage !== null,
  })
}

/** Shown like a network failure: the caller's own words, never the parser's. */
const UNREADABLE_ANSWER = 'The server sent an answer we could not read'

function envelopeReader<T>(schema: AnswerSchema<T> | undefined) {
  return async (response: Response): Promise<OkEnvelope<T>> => {
    const json: unknown = await response.json().catch(() => null)
    if (!response.ok || !isEnvelope(json) || !json.success) throw errorOf(response, json)
    const envelope = json as OkEnvelope<unknown>
    if (!schema) return envelope as OkEnvelope<T>
    const parsed = schema.safeParse(envelope.data)
    if (!parsed.success) {
      throw new ApiError({ status: response.status, kind: 'invalid', message: UNREADABLE_ANSWER })
    }
    return { ...envelope, data: parsed.data }
  }
}

/** A downloaded file: its bytes and the server's Content-Disposition (for its name). */
export type ApiFile = { bytes: Blob; disposition: string | null }

async function readFile(response: Response): Promise<ApiFile> {
  if (response.ok) {
    return {
      bytes: await response.blob(),
      disposition: response.headers.get('content-disposition'),
    }
  }
  throw errorOf(response, await response.json().catch(() => null))
}

let answersWaitFor: () => Promise<void> = () => Promise.resolve()

/**
 * Something every answer waits for, started with the call so that it loads while the call is out:
 * the Hindi of the API's messages (components/ui/form-text.tsx), so a message an answer carries is
 * shown in Hindi at once. Registered by the module that owns it, so this one depends on nothing.
 */
export function makeAnswersWaitFor(ready: () => Promise<void>): void {
  answersWaitFor = ready
}

async function request<T>(
  method: string,
  path: string,
  body: Body,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const ready = answersWaitFor().catch(() => undefined)
  try {
    return await send(method, path, body, options, read)
  } finally {
    await ready
  }
}

async function send<T>(
  method: string,
  path: string,
  body: Body,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const headers = new Headers(options.headers)
  if (!headers.has('accept')) headers.set('accept', 'application/json')
  const token = options.token === undefined ? readStoredSession()?.token : options.token
  if (token) headers.set('authorization', `Bearer ${token}`)
  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    // The browser writes the multipart content type itself, with its boundary.
    payload = body
  } else if (body !== undefined) {
    headers.set('content-type', 'application/json')
    payload = JSON.stringify(body)
  }

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? API_TIMEOUT_MS)
  const cancel = () => controller.abort()
  options.signal?.addEventListener('abort', cancel)
  // A signal aborted before the call (a navigation that already moved on) fires no event.
  if (options.signal?.aborted) cancel()

  try {
    const response = await fetch(path, {
      method,
      headers,
      body: payload,
      signal: controller.signal,
    })
    if (response.status === 401 && options.token === undefined) clearStoredSession()
    const result = await read(response)
    if (controller.signal.aborted) throw new DOMException('The call was cut short', 'AbortError')
    return result
  } catch (error) {
    const cutShort = controller.signal.aborted
    if (error instanceof ApiError && !cutShort) throw error
    if (options.signal?.aborted) {
      throw error instanceof ApiError
        ? new DOMException('The call was cut short', 'AbortError')
        : error
    }
    if (timedOut) {
      throw new ApiError({
        status: 0,
        kind: 'timeout',
        message: 'The server did not answer in time',
      })
    }
    throw new ApiError({ status: 0, kind: 'network', message: 'The server could not be reached' })
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', cancel)
  }
}

type WithSchema<T> = { schema: AnswerSchema<T> }

/** Each method: with `schema` in the options, `data` is parsed by it; without, it is trusted. */
type Reader = {
  <T>(path: string, options: RequestOptions & WithSchema<T>): Promise<OkEnvelope<T>>
  <T = unknown>(path: string, options?: RequestOptions): Promise<OkEnvelope<T>>
}
type Writer = {
  <T>(path: string, body: Body, options: RequestOptions & WithSchema<T>): Promise<OkEnvelope<T>>
  <T = unknown>(path: string, body?: Body, options?: RequestOptions): Promise<OkEnvelope<T>>
}

function reader(method: string): Reader {
  return <T>(path: string, options: RequestOptions & Partial<WithSchema<T>> = {}) =>
    request(method, path, undefined, options, envelopeReader(options.schema))
}

function writer(method: string): Writer {
  return <T>(path: string, body?: Body, options: RequestOptions & Partial<WithSchema<T>> = {}) =>
    request(method, path, body, options, envelopeReader(options.schema))
}

/**
 * The one client for our JSON API: attaches the stored bearer token (or the one given), sends JSON
 * (or a FormData upload as is), gives up after 10 seconds, and forgets the stored session on any
 * 401 with it. Resolves to the success envelope, its `data` parsed by the caller's contract schema
 * (or a file's bytes); anything else, an answer that does not match the schema included, rejects
 * with an ApiError.
 */
export const api = {
  get: reader('GET'),
  post: writer('POST'),
  put: writer('PUT'),
  patch: writer('PATCH'),
  delete: writer('DELETE'),
  /** A file (a PDF, a CSV) and its Content-Disposition; an ApiError from the envelope otherwise. */
  file: (path: string, options: RequestOptions = {}) =>
    request('GET', path, undefined, options, readFile),
  /** A file's bytes only. */
  blob: async (path: string, options: RequestOptions = {}) =>
    (await request('GET', path, undefined, options, readFile)).bytes,
}
