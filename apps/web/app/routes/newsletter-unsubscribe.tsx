import { NEWSLETTER_MESSAGES } from '@trippy/contracts/newsletter-messages'
import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { LinkPending, LinkResult, LinkResultPage } from '../components/ui/link-result.tsx'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { localHref } from '../lib/i18n.ts'
import { postPageToken } from '../lib/page-token.ts'
import type { Route } from './+types/newsletter-unsubscribe'

const LINK_INVALID = NEWSLETTER_MESSAGES.unsubscribeLinkInvalid

export function meta(): Route.MetaDescriptors {
  return [
    { title: m.content_newsletter_unsubscribe_meta_title({ site: SITE.name }) },
    {
      name: 'description',
      content: m.content_newsletter_unsubscribe_description({ site: SITE.name }),
    },
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
  return (
    <LinkPending
      title={m.content_newsletter_unsubscribe_title()}
      label={m.content_newsletter_unsubscribing()}
    />
  )
}

export default function NewsletterUnsubscribe({ loaderData: result }: Route.ComponentProps) {
  return (
    <LinkResultPage title={m.content_newsletter_unsubscribe_title()}>
      <LinkResult result={result}>
        <Link to={localHref('/')} className={primaryButtonClass}>
          {m.content_newsletter_home()}
        </Link>
      </LinkResult>
      {result.ok ? (
        <p className="mt-4 text-sm text-slate-700">{m.content_newsletter_again()}</p>
      ) : null}
    </LinkResultPage>
  )
}
