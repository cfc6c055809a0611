import type { CurrencyCode, CurrencyRates } from '@trippy/contracts'
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { api } from '../../lib/api-client.ts'
import {
  CURRENCY_STORAGE_KEY,
  CurrencyRatesAnswer,
  DEFAULT_CURRENCY,
  isDisplayCurrency,
} from './money.ts'

type CurrencyState = {
  currency: CurrencyCode
  rates: CurrencyRates | null
  status: 'loading' | 'ready'
  setCurrency: (currency: CurrencyCode) => void
}

const CurrencyContext = createContext<CurrencyState>({
  currency: DEFAULT_CURRENCY,
  rates: null,
  status: 'loading',
  setCurrency: () => {},
})

type DisplayCurrency = Pick<CurrencyState, 'currency' | 'rates'>

const DisplayCurrencyContext = createContext<DisplayCurrency>({
  currency: DEFAULT_CURRENCY,
  rates: null,
})

/**
 * The display currency: INR on the server and until the browser has read the stored choice and
 * fetched the rates (loading), then the visitor's choice (ready). Bookings always charge INR.
 */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setCurrencyState] = useState<CurrencyCode>(DEFAULT_CURRENCY)
  const [rates, setRates] = useState<CurrencyRates | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready'>('loading')

  useEffect(() => {
    const stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY)
    if (isDisplayCurrency(stored)) setCurrencyState(stored)
    const controller = new AbortController()
    api
      .get('/api/currency/latest?base_currency=INR', {
        signal: controller.signal,
        schema: CurrencyRatesAnswer,
      })
      .then(({ data }) =>
        startTransition(() => {
          setRates(data)
          setStatus('ready')
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('Currency rates unavailable; showing rupees', error)
        startTransition(() => setStatus('ready'))
      })
    return () => controller.abort()
  }, [])

  const setCurrency = useCallback((next: CurrencyCode) => {
    setCurrencyState(next)
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, next)
  }, [])

  const value = useMemo(
    () => ({ currency, rates, status, setCurrency }),
    [currency, rates, status, setCurrency],
  )
  // Prices in rupees need no rates: what prices read stays the same when the rates arrive, so
  // every price on the page does not render again for nothing.
  const ratesForPrices = currency === DEFAULT_CURRENCY ? null : rates
  const display = useMemo(() => ({ currency, rates: ratesForPrices }), [currency, ratesForPrices])
  return (
    <CurrencyContext.Provider value={value}>
      <DisplayCurrencyContext.Provider value={display}>{children}</DisplayCurrencyContext.Provider>
    </CurrencyContext.Provider>
  )
}

/** What a price needs: the display currency, and the rates when it is not the rupee. */
export function useDisplayCurrency(): DisplayCurrency {
  return useContext(DisplayCurrencyContext)
}

export function useCurrency(): CurrencyState {
  return useContext(CurrencyContext)
}
