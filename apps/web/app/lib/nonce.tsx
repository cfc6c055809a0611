import { createContext, useContext } from 'react'

const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

/** The CSP nonce on the server; an empty string in the browser, where it is not needed. */
export function useNonce(): string {
  return useContext(NonceContext)
}
