import {
  type AccountSettings,
  AccountSettingsSchema,
  type ChangePasswordBody,
  ChangePasswordBodySchema,
} from '@trippy/contracts'
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { Link, useRevalidator } from 'react-router'
import { Spinner } from '../components/ui/spinner.tsx'
import { useToast } from '../components/ui/toast.tsx'
import { useAccount } from '../features/account/account-context.tsx'
import {
  ACCOUNT_MESSAGES,
  CUSTOMER_CURRENCIES,
  type CustomerCurrency,
  MIN_PASSWORD_LENGTH,
} from '@trippy/contracts/account-messages'
import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { focusFirstInvalid, formValues } from '../components/ui/form-helpers.ts'
import { FormField } from '../components/ui/field.tsx'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { useSchemaForm } from '../components/ui/use-schema-form.ts'
import { useSignedInCustomer } from '../features/account/require-account.tsx'
import { loadAccountSettings, type SettingsData } from '../features/account/settings-loader.ts'
import { useCurrency } from '../features/currency/currency-context.tsx'
import { api, ApiError } from '../lib/api-client.ts'
import type { Route } from './+types/settings'

export function meta() {
  return accountPageMeta('Settings', 'Your currency, email and password settings.')
}

/** Signed-in data: read in the browser, where the token is (ADR 003). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAccountSettings(request.signal)
}

/** On the server and until the preferences are read: the frame and a spinner, no one's data. */
export function HydrateFallback() {
  return (
    <AccountPage title="Settings">
      <Spinner label="Loading your settings…" />
    </AccountPage>
  )
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage title="Settings">
      <div className="grid max-w-3xl gap-6">
        <Preferences loaded={loaderData} />
        <ChangePassword />
        <DeleteAccount />
      </div>
    </AccountPage>
  )
}

const CURRENCY_NAMES: Record<CustomerCurrency, string> = {
  INR: 'Indian rupee (₹ INR)',
  USD: 'US dollar ($ USD)',
  EUR: 'Euro (€ EUR)',
  GBP: 'British pound (£ GBP)',
  JPY: 'Japanese yen (¥ JPY)',
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="text-brand text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Shows a failed call the way every form here does: beside the fields, else as a toast. */
function useFailureReporter() {
  const toast = useToast()
  return useCallback(
    (error: unknown, setFieldErrors: (errors: Record<string, string>) => void) => {
      if (!(error instanceof ApiError) || error.kind === 'network') {
        toast.error(ACCOUNT_MESSAGES.networkFailure)
      } else if (error.kind === 'timeout') {
        toast.error(ACCOUNT_MESSAGES.serverSlow)
      } else if (error.status !== 401) {
        setFieldErrors(error.fieldErrors())
        toast.error(error.fromServer ? error.message : ACCOUNT_MESSAGES.networkFailure)
      }
    },
    [toast],
  )
}

function Preferences({ loaded }: { loaded: SettingsData }) {
  const customer = useSignedInCustomer()
  const { setCurrency } = useCurrency()
  const toast = useToast()
  const report = useFailureReporter()
  // What was saved here since the page loaded wins over what it loaded with.
  const [saved, setSaved] = useState<AccountSettings | null>(null)
  const settings = saved ?? (loaded.status === 'ready' ? loaded.settings : null)
  const { revalidate, state: revalidation } = useRevalidator()
  const loadFailed = loaded.status === 'error' && revalidation === 'idle'
  const [pending, setPending] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const currencyId = useId()
  const notificationsId = useId()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = formValues(event.currentTarget, [
      'displayCurrency',
      'emailNotifications',
    ] as const)
    const body = {
      displayCurrency: values.displayCurrency,
      emailNotifications: values.emailNotifications === 'on',
    }
    setPending(true)
    setFieldErrors({})
    try {
      const answer = await api.put(`/api/customers/${customer._id}/settings`, body, {
        schema: AccountSettingsSchema,
      })
      setSaved(answer.data)
      // The site switches to the new default straight away, as the header selector would.
      setCurrency(answer.data.displayCurrency)
      toast.success(ACCOUNT_MESSAGES.settingsSaved)
    } catch (error) {
      report(error, setFieldErrors)
    } finally {
      setPending(false)
    }
  }

  return (
    <Card title="Preferences">
      {loadFailed ? (
        <div role="alert" className="mt-4">
          <p className="text-slate-800">We could not load your settings just now.</p>
          <button
            type="button"
            onClick={() => void revalidate()}
            className="text-brand mt-2 font-semibold underline"
          >
            Try again
          </button>
        </div>
      ) : settings === null ? (
        <Spinner label="Loading your settings…" />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-5">
          <div>
            <label htmlFor={currencyId} className="block text-sm font-medium text-slate-800">
              Display currency
            </label>
            <select
              id={currencyId}
              name="displayCurrency"
              defaultValue={settings.displayCurrency}
              aria-describedby={`${currencyId}-hint`}
              aria-invalid={fieldErrors.displayCurrency ? true : undefined}
              className="mt-1 block w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2"
            >
              {CUSTOMER_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {CURRENCY_NAMES[code]}
                </option>
              ))}
            </select>
            <p id={`${currencyId}-hint`} className="mt-1 text-sm text-slate-600">
              Prices are shown in this currency; bookings are always charged in rupees.
            </p>
            {fieldErrors.displayCurrency ? (
              <p className="mt-1 text-sm font-medium text-red-700">{fieldErrors.displayCurrency}</p>
            ) : null}
          </div>
          <div className="flex items-start gap-3">
            <input
              id={notificationsId}
              name="emailNotifications"
              type="checkbox"
              defaultChecked={settings.emailNotifications}
              className="accent-brand mt-1 size-4"
            />
            <label htmlFor={notificationsId} className="text-slate-800">
              Email notifications
              <span className="block text-sm text-slate-600">
                Booking updates and departure reminders by email.
              </span>
            </label>
          </div>
          <button type="submit" disabled={pending} className={primaryButtonClass}>
            {pending ? 'Saving…' : 'Save preferences'}
          </button>
        </form>
      )}
    </Card>
  )
}

function ChangePassword() {
  const customer = useSignedInCustomer()
  const toast = useToast()
  const report = useFailureReporter()
  const formElement = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const { form, errorOf, loadOnUse, onSubmit } = useSchemaForm({
    schema: ChangePasswordBodySchema,
    onValid: (body, refuse) => change(body, refuse),
  })

  async function change(
    body: ChangePasswordBody,
    refuse: (errors: Record<string, string>) => void,
  ) {
    setPending(true)
    try {
      const answer = await api.post<null>(`/api/customers/${customer._id}/password`, body)
      formElement.current?.reset()
      toast.success(answer.message ?? ACCOUNT_MESSAGES.passwordChanged)
    } catch (error) {
      report(error, refuse)
    } finally {
      setPending(false)
    }
  }

  return (
    <Card title="Change password">
      <p className="mt-1 text-sm text-slate-600">
        Changing it signs you out on every other device.
      </p>
      <form
        ref={formElement}
        id={form.id}
        noValidate
        onSubmit={onSubmit}
        {...loadOnUse}
        className="mt-5 max-w-md space-y-5"
      >
        <FormField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errorOf('currentPassword')}
        />
        <FormField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errorOf('newPassword')}
        />
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </Card>
  )
}

function DeleteAccount() {
  const customer = useSignedInCustomer()
  const { forgetDeletedAccount } = useAccount()
  const report = useFailureReporter()
  const form = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  useEffect(() => focusFirstInvalid(form.current), [fieldErrors])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
    setFieldErrors({})
    try {
      await api.delete<null>(
        `/api/customers/${customer._id}`,
        formValues(event.currentTarget, ['password'] as const),
      )
      forgetDeletedAccount()
    } catch (error) {
      setPending(false)
      report(error, setFieldErrors)
    }
  }

  return (
    <Card title="Delete account">
      <p className="mt-1 max-w-2xl text-slate-700">
        This removes your name, email, phone, address, saved trips, notifications and sign-ins for
        good, and what this browser keeps about you. Upcoming trips are cancelled, with the refund
        our{' '}
        <Link to="/cancellation-refund" className="text-brand font-semibold underline">
          cancellation policy
        </Link>{' '}
        gives today. Past bookings stay in our accounts, without your personal details.
      </p>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-5 max-w-md space-y-5"
      >
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          hint="Enter your password to confirm."
          error={fieldErrors.password}
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {pending ? 'Deleting…' : 'Delete my account'}
        </button>
      </form>
    </Card>
  )
}
