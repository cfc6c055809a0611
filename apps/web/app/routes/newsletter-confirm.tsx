import { NEWSLETTER_MESSAGES } from '@trippy/contracts/newsletter-messages'
import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { LinkPending, LinkResult, LinkResultPage } from '../components/ui/link-result.tsx'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { localHref } from '../lib/i18n.ts'
import { postPageToken } from '../lib/page-token.ts'
import type { Route } from './+types/newsletter-confirm'

const LINK_INVALID = NEWSLETTER_MESSAGES.confirmLinkInvalid

export function meta(): Route.MetaDescriptors {
  return [
    { title: m.content_newsletter_confirm_meta_title({ site: SITE.name }) },
    { name: 'description', content: m.content_newsletter_confirm_description({ site: SITE.name }) },
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
  return (
    <LinkPending
      title={m.content_newsletter_confirm_title()}
      label={m.content_newsletter_confirming()}
    />
  )
}

export default function NewsletterConfirm({ loaderData: result }: Route.ComponentProps) {
  return (
    <LinkResultPage title={m.content_newsletter_confirm_title()}>
      <LinkResult result={result}>
        <Link to={localHref('/packages')} className={primaryButtonClass}>
          {m.content_newsletter_browse()}
        </Link>
      </LinkResult>
    </LinkResultPage>
  )
}
