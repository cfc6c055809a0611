import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { Bullets, ContentPage, ContentSection } from '../features/content/content-page.tsx'
import { localHref } from '../lib/i18n.ts'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/privacy-policy'

const PATH = '/privacy-policy'

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.get(servicesContext).site.supportEmail }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: titleFor(PATH, m.policies_privacy_title()),
    description: m.policies_privacy_description({ site: SITE.name }),
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData
  return (
    <ContentPage
      title={m.policies_privacy_title()}
      intro={m.policies_privacy_intro({ site: SITE.name })}
    >
      <p>{m.policies_privacy_lead({ site: SITE.name })}</p>

      <ContentSection title={m.policies_privacy_collect_title()}>
        <p>{m.policies_privacy_collect_lead()}</p>
        <Bullets
          items={[
            m.policies_privacy_collect_1(),
            m.policies_privacy_collect_2(),
            m.policies_privacy_collect_3(),
            m.policies_privacy_collect_4(),
          ]}
        />
      </ContentSection>

      <ContentSection title={m.policies_privacy_use_title()}>
        <Bullets
          items={[
            m.policies_privacy_use_1(),
            m.policies_privacy_use_2(),
            m.policies_privacy_use_3(),
            m.policies_privacy_use_4(),
          ]}
        />
        <p>{m.policies_privacy_use_share()}</p>
      </ContentSection>

      <ContentSection title={m.policies_privacy_security_title()}>
        <p>{m.policies_privacy_security_text()}</p>
      </ContentSection>

      <ContentSection title={m.policies_privacy_cookies_title()}>
        <p>{m.policies_privacy_cookies_text()}</p>
      </ContentSection>

      <ContentSection title={m.policies_privacy_links_title()}>
        <p>{m.policies_privacy_links_text()}</p>
      </ContentSection>

      <ContentSection title={m.policies_privacy_control_title()}>
        <p>
          {m.policies_privacy_control_before()}{' '}
          <Link to={localHref('/profile')} className="text-brand font-semibold underline">
            {m.policies_privacy_control_link()}
          </Link>
          {m.policies_privacy_control_middle()}{' '}
          <a href={`mailto:${supportEmail}`} className="text-brand font-semibold underline">
            {supportEmail}
          </a>
          {m.policies_privacy_control_after()}
        </p>
      </ContentSection>

      <ContentSection title={m.policies_privacy_changes_title()}>
        <p>{m.policies_privacy_changes_text()}</p>
      </ContentSection>
    </ContentPage>
  )
}
