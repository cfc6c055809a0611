import type { Customer } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { type ReactNode, useMemo } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useAccount } from './account-context.tsx'
import type { LoginState } from './login-state.ts'
import { localHref } from '../../lib/i18n.ts'

/**
 * Guards a page that needs a login: a spinner while the session loads (always on the server, where
 * the token is unknown); with no customer, /login, remembering where the visitor was going and any
 * package data they carried.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const account = useAccount()
  const location = useLocation()
  const from = `${location.pathname}${location.search}${location.hash}`
  const carried = (location.state as { packageData?: unknown } | null)?.packageData
  // One state object per page: <Navigate> navigates again whenever its state changes, and a
  // render while the redirect loads would otherwise start it over (and abort the one under way).
  const state = useMemo<LoginState>(
    () => ({ from, ...(carried === undefined ? {} : { packageData: carried }) }),
    [from, carried],
  )
  if (account.status === 'loading' || account.justLeft) {
    return <Spinner label={m.account_loading_account()} />
  }
  if (!account.customer) return <Navigate to={localHref('/login')} replace state={state} />
  return children
}

/** The signed-in customer, inside a RequireAccount. */
export function useSignedInCustomer(): Customer {
  const { customer } = useAccount()
  if (!customer) throw new Error('useSignedInCustomer is only for pages inside RequireAccount')
  return customer
}
