import * as m from '@trippy/i18n/messages'
import { useState } from 'react'
import { api, ApiError } from '../../lib/api-client.ts'
import { useAccount } from './account-context.tsx'
import { FormText } from '../../components/ui/form-text.tsx'
import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'

type Sending =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string }

/**
 * On account pages, while the signed-in customer has not followed the link mailed at sign-up: a
 * reminder, and a button that mails a new link. Booking does not wait for it.
 */
export function EmailVerificationBanner() {
  const { customer } = useAccount()
  const [sending, setSending] = useState<Sending>({ status: 'idle' })
  // Unknown (a session kept from before, the server away) is not the same as not verified.
  if (!customer || customer.emailVerified !== false) return null

  async function sendAgain() {
    setSending({ status: 'sending' })
    try {
      const { message } = await api.post<null>('/api/customers/verify-email/resend')
      setSending({ status: 'sent', message: message ?? ACCOUNT_MESSAGES.verifyLinkSent })
    } catch (error) {
      setSending({
        status: 'failed',
        message:
          error instanceof ApiError && error.fromServer
            ? error.message
            : ACCOUNT_MESSAGES.networkFailure,
      })
    }
  }

  return (
    <section
      aria-labelledby="verify-email-heading"
      className="mb-6 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 sm:p-5"
    >
      <h2 id="verify-email-heading" className="font-semibold">
        {m.account_verify_banner_title()}
      </h2>
      <p className="mt-1 text-sm">
        {m.account_verify_banner_sent_before()}{' '}
        <span className="font-semibold break-all">{customer.email}</span>
        {m.account_verify_banner_sent_after()}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void sendAgain()}
          disabled={sending.status === 'sending'}
          className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-300 hover:bg-amber-100 disabled:opacity-60"
        >
          {sending.status === 'sending' ? m.account_sending() : m.account_send_link_again()}
        </button>
        <p role="status" className="text-sm font-medium">
          {sending.status === 'sent' ? <FormText text={sending.message} /> : ''}
        </p>
        {sending.status === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            <FormText text={sending.message} />
          </p>
        ) : null}
      </div>
    </section>
  )
}
