import { NEWSLETTER_MESSAGES } from '@trippy/contracts/newsletter-messages'
import { SITE } from '@trippy/contracts/site'
import { Link } from 'react-router'
import { LinkPending, LinkResult, LinkResultPage } from '../components/ui/link-result.tsx'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { postPageToken } from '../lib/page-token.ts'
import type { Route } from './+types/newsletter-confirm'

const TITLE = 'Newsletter subscription'
const LINK_INVALID = NEWSLETTER_MESSAGES.confirmLinkInvalid

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Confirm your subscription | ${SITE.name}` },
    { name: 'description', content: `Confirm your subscription to the ${SITE.name} newsletter.` },
    { name: 'robots', content: 'noindex' },
  ]
}

/** The link's token is sent from the browser only (see lib/page-token.ts). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return postPageToken<null>(request, '/api/newsletter/confirm', LINK_INVALID)
}

// A used link answers 400: the page keeps the first answer rather than ask again.
export function shouldRevalidate() {
  return false
}

export function HydrateFallback() {
  return <LinkPending title={TITLE} label="Confirming your subscription…" />
}

export default function NewsletterConfirm({ loaderData: result }: Route.ComponentProps) {
  return (
    <LinkResultPage title={TITLE}>
      <LinkResult result={result}>
        <Link to="/packages" className={primaryButtonClass}>
          Browse all trips
        </Link>
      </LinkResult>
    </LinkResultPage>
  )
}
