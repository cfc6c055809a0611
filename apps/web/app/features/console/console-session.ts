/**
 * Where the console keeps its staff token: a key of its own, never the customer's `token`, so a
 * member of staff who is also a customer in the same browser keeps two separate sessions.
 */
export const CONSOLE_TOKEN_KEY = 'trippy.console.token'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readConsoleToken(): string | null {
  return storage()?.getItem(CONSOLE_TOKEN_KEY) ?? null
}

export function storeConsoleToken(token: string): void {
  storage()?.setItem(CONSOLE_TOKEN_KEY, token)
}

export function clearConsoleToken(): void {
  storage()?.removeItem(CONSOLE_TOKEN_KEY)
}

/** Only a console page to go back to after signing in, never another site or the login itself. */
export function safeConsolePath(value: string | null): string {
  if (!value || !/^\/console(\/|\?|$)/.test(value) || value.includes('\\')) return '/console'
  return value.startsWith('/console/login') ? '/console' : value
}
