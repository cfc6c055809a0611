import type { Customer } from '@trippy/contracts'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useAccount } from './account-context.tsx'
import type { LoginState } from './login-state.ts'

/**
 * Guards a page that needs a login (spec §2 "Protected routes"): a spinner while the session
 * loads (always on the server, where the token is unknown); with no customer, /login, remembering
 * where the visitor was going and any package data they carried.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const account = useAccount()
  const location = useLocation()
  if (account.status === 'loading' || account.justLeft) {
    return <Spinner label="Loading your account…" />
  }
  if (!account.customer) {
    const carried = (location.state as { packageData?: unknown } | null)?.packageData
    const state: LoginState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      ...(carried === undefined ? {} : { packageData: carried }),
    }
    return <Navigate to="/login" replace state={state} />
  }
  return children
}

/** The signed-in customer, inside a RequireAccount. */
export function useSignedInCustomer(): Customer {
  const { customer } = useAccount()
  if (!customer) throw new Error('useSignedInCustomer is only for pages inside RequireAccount')
  return customer
}
