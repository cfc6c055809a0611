import type { Customer, LoginResult } from '@trippy/contracts'
import {
  createContext,
  startTransition,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useNavigate } from 'react-router'
import { useToast } from '../../components/ui/toast.tsx'
import { localMessage } from '../../components/ui/form-text.tsx'
import { localHref } from '../../lib/i18n.ts'
import {
  api,
  ApiError,
  clearStoredSession,
  onSessionCleared,
  readStoredCustomerData,
  readStoredSession,
  SESSION_KEYS,
  storeCustomerData,
  storeSession,
} from '../../lib/api-client.ts'
import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'
import { type AccountUser, isCustomer, toAccountUser } from './account-user.ts'
import { browserStores, forgetCustomerData } from './customer-storage.ts'
import { forgetSavedTripPasses } from '../trip-pass/index.ts'

type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; endedByCustomer: boolean }
  | { status: 'signed-in'; customer: Customer }

export type Account = {
  /** 'loading' until the stored session has been checked (always on the server). */
  status: 'loading' | 'ready'
  customer: Customer | null
  user: AccountUser | null
  isProfileComplete: boolean
  /** True right after the customer logged out or deleted their account, while we navigate. */
  justLeft: boolean
  signIn: (result: LoginResult) => void
  /** Keeps the stored and shown customer in step after a profile update. */
  updateCustomer: (customer: Customer) => void
  /** Revokes the token, forgets the session, says 'Logged out successfully' and goes to /login. */
  logOut: () => void
  /** Forgets the session after the account was deleted, and goes home. */
  forgetDeletedAccount: () => void
}

/**
 * Outside an AccountProvider (the root error page renders the layout without the app's providers)
 * the header simply shows a signed-out visitor.
 */
const SIGNED_OUT: Account = {
  status: 'ready',
  customer: null,
  user: null,
  isProfileComplete: false,
  justLeft: false,
  signIn: () => {},
  updateCustomer: () => {},
  logOut: () => {},
  forgetDeletedAccount: () => {},
}

const AccountContext = createContext<Account>(SIGNED_OUT)

/**
 * The customer's session: with a stored id and token it is verified on load; success sets the
 * customer and the profile-complete flag, a 401 clears it, any other error keeps it.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' })
  // What the session-cleared listener compares against; kept in step after every render.
  const sessionRef = useRef(session)
  useEffect(() => {
    sessionRef.current = session
  }, [session])
  const toast = useToast()
  const navigate = useNavigate()

  // The session found on load is a transition: everything that reads it (the header, every
  // trip card's wishlist heart) renders again for it in short tasks, not one long one.
  useEffect(() => {
    const settle = (next: SessionState) => startTransition(() => setSession(next))
    const stored = readStoredSession()
    if (!stored) {
      settle({ status: 'signed-out', endedByCustomer: false })
      return
    }
    const controller = new AbortController()
    api
      .get<Customer>(`/api/customers/${encodeURIComponent(stored.userId)}`, {
        signal: controller.signal,
      })
      .then(({ data }) => {
        storeCustomerData(data)
        settle({ status: 'signed-in', customer: data })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.status === 401) {
          settle({ status: 'signed-out', endedByCustomer: false })
          return
        }
        // The server could not confirm the session right now: keep it, with what we last knew.
        settle({ status: 'signed-in', customer: lastKnownCustomer(stored.userId) })
      })
    return () => controller.abort()
  }, [])

  // Any 401 anywhere (the API client has already cleared storage) signs the customer out here too.
  // However the session ends (logout, deletion, a 401), the browser forgets its copies of the
  // customer's data: their bookings, profile and searches.
  useEffect(
    () =>
      onSessionCleared(() => {
        forgetCustomerData(browserStores())
        void forgetSavedTripPasses()
        if (sessionRef.current.status === 'signed-in') {
          toast.error(localMessage(ACCOUNT_MESSAGES.sessionExpired))
        }
        if (sessionRef.current.status !== 'signed-out') {
          setSession({ status: 'signed-out', endedByCustomer: false })
        }
      }),
    [toast],
  )

  // Logging out in another tab logs out here as well.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEYS.token && event.newValue === null) {
        setSession({ status: 'signed-out', endedByCustomer: false })
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const signIn = useCallback((result: LoginResult) => {
    storeSession({ userId: result._id, token: result.token })
    storeCustomerData(result.customer)
    setSession({ status: 'signed-in', customer: result.customer })
  }, [])

  const updateCustomer = useCallback((customer: Customer) => {
    storeCustomerData(customer)
    setSession({ status: 'signed-in', customer })
  }, [])

  const leave = useCallback(
    (message: string, to: string) => {
      const next = { status: 'signed-out', endedByCustomer: true } as const
      // Set before clearing storage, so the cleared-session listener does not call it an expiry.
      sessionRef.current = next
      setSession(next)
      // The cleared-session listener above then forgets everything else kept about the customer.
      clearStoredSession()
      toast.success(localMessage(message))
      void navigate(localHref(to))
    },
    [navigate, toast],
  )

  const logOut = useCallback(() => {
    // The token is read when the call starts, so the session can be cleared straight after.
    if (readStoredSession()) void api.post('/api/customers/logout').catch(() => undefined)
    leave(ACCOUNT_MESSAGES.loggedOut, '/login')
  }, [leave])

  const forgetDeletedAccount = useCallback(
    () => leave(ACCOUNT_MESSAGES.accountDeleted, '/'),
    [leave],
  )

  const value = useMemo<Account>(() => {
    const customer = session.status === 'signed-in' ? session.customer : null
    return {
      status: session.status === 'loading' ? 'loading' : 'ready',
      customer,
      user: customer ? toAccountUser(customer) : null,
      isProfileComplete: customer?.isProfileComplete ?? false,
      justLeft: session.status === 'signed-out' && session.endedByCustomer,
      signIn,
      updateCustomer,
      logOut,
      forgetDeletedAccount,
    }
  }, [session, signIn, updateCustomer, logOut, forgetDeletedAccount])

  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>
}

/** The stored customer data, or a bare record for the id when there is none to trust. */
function lastKnownCustomer(userId: string): Customer {
  const stored = readStoredCustomerData()
  if (isCustomer(stored) && stored._id === userId) return stored
  // Unknown completeness: do not nag with the completion modal on a guess.
  return {
    _id: userId,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    address: '',
    isProfileComplete: true,
  }
}

export function useAccount(): Account {
  return useContext(AccountContext)
}
