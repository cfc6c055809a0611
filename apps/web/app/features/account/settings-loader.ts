import { type AccountSettings, AccountSettingsSchema } from '@trippy/contracts'
import { api, readStoredSession } from '../../lib/api-client.ts'

/** The preferences /settings shows; nothing without a session (RequireAccount goes to /login). */
export type SettingsData =
  { status: 'signed-out' } | { status: 'error' } | { status: 'ready'; settings: AccountSettings }

/**
 * The clientLoader of /settings: the signed-in customer's preferences, read in the browser where
 * the token is. A failure is a state the page shows with a way to try again, not an error page.
 */
export async function loadAccountSettings(signal: AbortSignal): Promise<SettingsData> {
  const session = readStoredSession()
  if (!session) return { status: 'signed-out' }
  try {
    const { data } = await api.get(
      `/api/customers/${encodeURIComponent(session.userId)}/settings`,
      { signal, schema: AccountSettingsSchema },
    )
    return { status: 'ready', settings: data }
  } catch (error) {
    if (signal.aborted) throw error
    return { status: 'error' }
  }
}
