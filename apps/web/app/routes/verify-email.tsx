import { SITE } from '@trippy/contracts/site'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { LinkPending, LinkResult, LinkResultPage } from '../components/ui/link-result.tsx'
import { useAccount } from '../features/account/account-context.tsx'
import { ACCOUNT_MESSAGES } from '@trippy/contracts/account-messages'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { postPageToken } from '../lib/page-token.ts'
import type { Route } from './+types/verify-email'

const TITLE = 'Verify your email'

export function meta(): Route.MetaDescriptors {
  return [
    { title: `${TITLE} | ${SITE.name}` },
    { name: 'description', content: `Verify the email address of your ${SITE.name} account.` },
    { name: 'robots', content: 'noindex' },
  ]
}

/** The link's token is sent from the browser only (see lib/page-token.ts). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return postPageToken<{ _id: string }>(
    request,
    '/api/customers/verify-email',
    ACCOUNT_MESSAGES.verifyLinkInvalid,
  )
}

// A used link answers 400: the page keeps the first answer rather than ask again.
export function shouldRevalidate() {
  return false
}

export function HydrateFallback() {
  return <LinkPending title={TITLE} label="Verifying your email address…" />
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
    <LinkResultPage title={TITLE}>
      <LinkResult result={result}>
        {customer ? (
          <Link to="/bookings" className={primaryButtonClass}>
            Go to My Bookings
          </Link>
        ) : (
          <Link to="/login" className={primaryButtonClass}>
            Log in
          </Link>
        )}
        {result.ok ? null : (
          <p className="w-full text-sm text-slate-700">
            Signed in, you can ask for a new link on your profile or bookings page.
          </p>
        )}
      </LinkResult>
    </LinkResultPage>
  )
}
