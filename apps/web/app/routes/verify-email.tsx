import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { LinkPending, LinkResult, LinkResultPage } from '../components/ui/link-result.tsx'
import { useAccount } from '../features/account/account-context.tsx'
import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { postPageToken } from '../lib/page-token.ts'
import { localHref } from '../lib/i18n.ts'
import { loadFormTexts, localMessage } from '../components/ui/form-text.tsx'
import type { Route } from './+types/verify-email'

export function meta(): Route.MetaDescriptors {
  return [
    { title: `${m.account_verify_title()} | ${SITE.name}` },
    {
      name: 'description',
      content: m.account_verify_meta_description({ site: SITE.name }),
    },
    { name: 'robots', content: 'noindex' },
  ]
}

/** The link's token is sent from the browser only (see lib/page-token.ts). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const result = await postPageToken<{ _id: string }>(
    request,
    '/api/customers/verify-email',
    ACCOUNT_MESSAGES.verifyLinkInvalid,
  )
  // The server's answer, in the page's language when it is one the site knows.
  await loadFormTexts()
  return { ...result, message: localMessage(result.message) }
}

// A used link answers 400: the page keeps the first answer rather than ask again.
export function shouldRevalidate() {
  return false
}

export function HydrateFallback() {
  return <LinkPending title={m.account_verify_title()} label={m.account_verifying()} />
}

export default function VerifyEmail({ loaderData: result }: Route.ComponentProps) {
  const { status, customer, updateCustomer } = useAccount()
  const verifiedId = result.ok ? result.data._id : null
  // When the verified account is the one signed in here, its banner goes at once. Waits for the
  // session check, so that check's older answer cannot bring the banner back.
  useEffect(() => {
    if (status !== 'ready' || !customer || customer._id !== verifiedId) return
    if (customer.emailVerified !== true) updateCustomer({ ...customer, emailVerified: true })
  }, [status, customer, verifiedId, updateCustomer])

  return (
    <LinkResultPage title={m.account_verify_title()}>
      <LinkResult result={result}>
        {customer ? (
          <Link to={localHref('/bookings')} className={primaryButtonClass}>
            {m.account_go_to_bookings()}
          </Link>
        ) : (
          <Link to={localHref('/login')} className={primaryButtonClass}>
            {m.account_log_in()}
          </Link>
        )}
        {result.ok ? null : (
          <p className="w-full text-sm text-slate-700">{m.account_verify_ask_again()}</p>
        )}
      </LinkResult>
    </LinkResultPage>
  )
}
