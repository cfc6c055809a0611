import * as m from '@trippy/i18n/messages'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { api, ApiError } from '../../lib/api-client.ts'
import { getLocale } from '../../lib/i18n.ts'

type Status =
  | { name: 'idle' }
  | { name: 'subscribing' }
  | { name: 'subscribed' }
  | { name: 'error'; message: string }

/** How long the confirmation stays before the form is ready again. */
const SUBSCRIBED_MS = 3000
// A light check that spares a round trip; the server validates with the contract's schema.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The footer's newsletter sign-up: idle, subscribing, subscribed for three seconds, idle. */
export function FooterNewsletter() {
  const [status, setStatus] = useState<Status>({ name: 'idle' })
  const [fieldError, setFieldError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const errorId = useId()

  useEffect(() => {
    if (status.name !== 'subscribed') return
    const timer = setTimeout(() => setStatus({ name: 'idle' }), SUBSCRIBED_MS)
    return () => clearTimeout(timer)
  }, [status.name])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.name === 'subscribing') return
    const form = event.currentTarget
    const email = (inputRef.current?.value ?? '').trim()
    const problem = !email
      ? m.leads_newsletter_email_missing()
      : LOOKS_LIKE_EMAIL.test(email)
        ? null
        : m.leads_newsletter_email_invalid()
    setFieldError(problem)
    if (problem) {
      setStatus({ name: 'idle' })
      inputRef.current?.focus()
      return
    }
    setStatus({ name: 'subscribing' })
    try {
      await api.post('/api/newsletter', { email, language: getLocale() })
      form.reset()
      setStatus({ name: 'subscribed' })
    } catch (error) {
      const refusal = serverMessage(error)
      // The form kit's known messages load only for a refusal: the footer is on every page.
      const message = refusal
        ? (await import('../../components/ui/form-text.tsx')).localMessage(refusal)
        : m.leads_newsletter_failure()
      setStatus({ name: 'error', message })
    }
  }

  const busy = status.name === 'subscribing'
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="newsletter-heading">
      <h2
        id="newsletter-heading"
        className="text-sm font-semibold tracking-wide text-white/70 uppercase"
      >
        {m.leads_newsletter()}
      </h2>
      <p className="mt-3 text-sm text-white/80">{m.leads_newsletter_intro()}</p>
      <label htmlFor="newsletter-email" className="mt-3 block text-sm font-medium">
        {m.leads_email()}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          readOnly={busy}
          className="min-w-0 flex-1 rounded-lg px-3 py-2 text-slate-900"
        />
        <button
          type="submit"
          disabled={busy}
          className="bg-accent text-brand rounded-lg px-4 py-2 font-semibold disabled:cursor-wait disabled:opacity-80"
        >
          {busy
            ? m.leads_subscribing()
            : status.name === 'subscribed'
              ? m.leads_subscribed()
              : m.leads_subscribe()}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-amber-200">
          {fieldError}
        </p>
      ) : null}
      {status.name === 'error' ? (
        <p role="alert" className="mt-2 text-sm font-medium text-amber-200">
          {status.message}
        </p>
      ) : null}
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-emerald-200">
        {status.name === 'subscribed' ? m.leads_subscribed_thanks() : ''}
      </p>
    </form>
  )
}

/** The most useful text of a refusal: a field's message, else the general one. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.fromServer) return null
  return error.errors[0]?.message ?? error.message
}
