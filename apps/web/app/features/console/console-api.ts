import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'
import { redirect } from 'react-router'
import type { FormProblems } from '../../components/ui/use-sent-form.ts'
import { api, ApiError, type RequestOptions } from '../../lib/api-client.ts'
import { clearConsoleToken, readConsoleToken } from './console-session.ts'

type Body = object | undefined

function withToken(options: RequestOptions = {}): RequestOptions {
  return { ...options, token: readConsoleToken() }
}

/** A 401 means the staff token is gone or expired: forget it, the way the customer's is. */
async function guarded<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearConsoleToken()
    throw error
  }
}

/** The one API client, with the staff token instead of the customer's. */
export const consoleApi = {
  get: <T>(path: string, options?: RequestOptions) => guarded(api.get<T>(path, withToken(options))),
  post: <T>(path: string, body?: Body, options?: RequestOptions) =>
    guarded(api.post<T>(path, body, withToken(options))),
  put: <T>(path: string, body?: Body, options?: RequestOptions) =>
    guarded(api.put<T>(path, body, withToken(options))),
  patch: <T>(path: string, body?: Body, options?: RequestOptions) =>
    guarded(api.patch<T>(path, body, withToken(options))),
  delete: <T>(path: string, body?: Body, options?: RequestOptions) =>
    guarded(api.delete<T>(path, body, withToken(options))),
  blob: (path: string, options?: RequestOptions) => guarded(api.blob(path, withToken(options))),
}

/** Where a signed-out visitor of `url` goes: the console's login, coming back here after. */
export function loginRedirect(url: string) {
  const { pathname, search } = new URL(url)
  return redirect(`/console/login?next=${encodeURIComponent(`${pathname}${search}`)}`)
}

/**
 * For a page's clientLoader: the data at `path`, or off to the login when the staff token is
 * missing, expired or not a staff token at all.
 */
export async function loadConsole<T>(
  request: Request,
  path: string,
): Promise<{ data: T; meta?: unknown }> {
  if (!readConsoleToken()) throw loginRedirect(request.url)
  try {
    return await consoleApi.get<T>(path, { signal: request.signal })
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearConsoleToken()
      throw loginRedirect(request.url)
    }
    throw error
  }
}

/** The message to show for a failed call: the server's own, else a plain one. */
export function problemText(error: unknown, fallback: string = ACCOUNT_MESSAGES.networkFailure) {
  return error instanceof ApiError && (error.fromServer || error.kind !== 'http')
    ? error.message
    : fallback
}

/** Fetches a file with the staff token and hands it to the browser as a download. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await consoleApi.blob(path)
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** A refused console form: the server's field errors beside their fields, anything else as its alert. */
export function consoleProblems(error: unknown): FormProblems {
  return error instanceof ApiError && error.errors.length > 0
    ? { fields: error.fieldErrors(), form: null }
    : { fields: {}, form: problemText(error) }
}
