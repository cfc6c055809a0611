import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { Bullets, ContentPage, ContentSection } from '../features/content/content-page.tsx'
import { responseTime } from '../features/content/company.ts'
import { localHref } from '../lib/i18n.ts'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/shipping-delivery'

const PATH = '/shipping-delivery'

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.get(servicesContext).site.supportEmail }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: titleFor(PATH, m.policies_shipping_title()),
    description: m.policies_shipping_description({ site: SITE.name }),
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function ShippingDelivery({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData
  return (
    <ContentPage title={m.policies_shipping_title()} intro={m.policies_shipping_intro()}>
      <ContentSection title={m.policies_shipping_what_title()}>
        <p>{m.policies_shipping_what_text({ site: SITE.name })}</p>
      </ContentSection>

      <ContentSection title={m.policies_shipping_how_title()}>
        <Bullets
          items={[
            m.policies_shipping_how_1(),
            m.policies_shipping_how_2({ time: responseTime() }),
            m.policies_shipping_how_3(),
            m.policies_shipping_how_4(),
          ]}
        />
      </ContentSection>

      <ContentSection title={m.policies_shipping_missing_title()}>
        <p>
          {m.policies_shipping_missing_before()}{' '}
          <a href={`mailto:${supportEmail}`} className="text-brand font-semibold underline">
            {supportEmail}
          </a>{' '}
          {m.policies_shipping_missing_middle()}{' '}
          <Link
            to={localHref('/cancellation-refund')}
            className="text-brand font-semibold underline"
          >
            {m.policies_refund_policy_link()}
          </Link>
          {m.policies_shipping_missing_after()}
        </p>
      </ContentSection>
    </ContentPage>
  )
}
