import { type CreateLeadBody, ErrorEnvelopeSchema, type FieldError } from '@trippy/contracts'

export type SendLeadResult =
  | { status: 'sent' }
  | { status: 'refused'; message: string; errors: FieldError[] }
  | { status: 'network-error' }

/** The spec's client timeout (§9). */
const TIMEOUT_MS = 10_000

/** Sends a lead or an enquiry to POST /api/leads/create and says how it went. */
export async function sendLead(body: CreateLeadBody): Promise<SendLeadResult> {
  let response: Response
  try {
    response = await fetch('/api/leads/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    return { status: 'network-error' }
  }
  if (response.ok) return { status: 'sent' }
  const envelope = ErrorEnvelopeSchema.safeParse(await response.json().catch(() => null))
  return envelope.success
    ? { status: 'refused', message: envelope.data.message, errors: envelope.data.errors ?? [] }
    : { status: 'refused', message: response.statusText || `HTTP ${response.status}`, errors: [] }
}

/** The first message per field, from a zod error or the server's `errors`. */
export function fieldErrors(issues: readonly { path: PropertyKey[] | string; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.')
    errors[field] ??= issue.message
  }
  return errors
}

/** Focuses the first control of `form` that is marked invalid, so the visitor lands on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
