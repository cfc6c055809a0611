import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'
import { api, ApiError } from './api-client.ts'

export type PageTokenResult<T> =
  { ok: true; message: string; data: T } | { ok: false; message: string }

const NETWORK_FAILURE = ACCOUNT_MESSAGES.networkFailure

/**
 * For the clientLoader of a page opened from a mailed link (verify the email, confirm or leave
 * the newsletter): posts the link's `?token=` to the API, in the browser only. The server renders
 * these pages without their query (apps/server/src/web/page-cache.ts), so a token is never a cache
 * key nor kept in a cached page. Answers the server's message either way.
 */
export async function postPageToken<T>(
  request: Request,
  path: string,
  invalidMessage: string,
): Promise<PageTokenResult<T>> {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? ''
  if (!token) return { ok: false, message: invalidMessage }
  try {
    const { data, message } = await api.post<T>(path, { token })
    return { ok: true, message: message ?? '', data }
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fromServer) {
      return { ok: false, message: NETWORK_FAILURE }
    }
    // A refused token comes as the message, or as the token field's error.
    return { ok: false, message: error.fieldErrors().token ?? error.message }
  }
}
