import { NEWSLETTER_MESSAGES } from '@trippy/contracts/newsletter-messages'
import { SITE } from '@trippy/contracts/site'
import { Link } from 'react-router'
import { LinkPending, LinkResult, LinkResultPage } from '../components/ui/link-result.tsx'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { postPageToken } from '../lib/page-token.ts'
import type { Route } from './+types/newsletter-unsubscribe'

const TITLE = 'Unsubscribe'
const LINK_INVALID = NEWSLETTER_MESSAGES.unsubscribeLinkInvalid

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Unsubscribe from the newsletter | ${SITE.name}` },
    { name: 'description', content: `Stop the ${SITE.name} newsletter with one click.` },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * One click from the mail: opening the page unsubscribes. The token is sent from the browser
 * only (see lib/page-token.ts), so a mail scanner that fetches the link without running the page
 * unsubscribes nobody.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return postPageToken<null>(request, '/api/newsletter/unsubscribe', LINK_INVALID)
}

export function shouldRevalidate() {
  return false
}

export function HydrateFallback() {
  return <LinkPending title={TITLE} label="Unsubscribing…" />
}

export default function NewsletterUnsubscribe({ loaderData: result }: Route.ComponentProps) {
  return (
    <LinkResultPage title={TITLE}>
      <LinkResult result={result}>
        <Link to="/" className={primaryButtonClass}>
          Back to Home
        </Link>
      </LinkResult>
      {result.ok ? (
        <p className="mt-4 text-sm text-slate-700">
          Changed your mind? Sign up again with the form at the bottom of any page.
        </p>
      ) : null}
    </LinkResultPage>
  )
}
