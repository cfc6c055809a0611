import type { CreateLeadBody, FieldError } from '@trippy/contracts'
import { api, ApiError } from '../../lib/api-client.ts'

export type SendLeadResult =
  | { status: 'sent' }
  | { status: 'refused'; message: string; errors: FieldError[] }
  | { status: 'network-error' }

/**
 * Sends a lead or an enquiry to POST /api/leads/create through the one API client and says how it
 * went: sent, refused with the server's words (and its field errors), or no answer.
 */
export async function sendLead(body: CreateLeadBody): Promise<SendLeadResult> {
  try {
    await api.post('/api/leads/create', body)
    return { status: 'sent' }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http') {
      const message = error.fromServer ? error.message : `HTTP ${error.status}`
      return { status: 'refused', message, errors: error.errors }
    }
    return { status: 'network-error' }
  }
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
