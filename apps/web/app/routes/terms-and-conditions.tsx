import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { Bullets, ContentPage, ContentSection } from '../features/content/content-page.tsx'
import { termsEffectiveDate } from '../features/content/company.ts'
import { localHref } from '../lib/i18n.ts'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/terms-and-conditions'

const PATH = '/terms-and-conditions'

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.get(servicesContext).site.supportEmail }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: titleFor(PATH, m.policies_terms_title()),
    description: m.policies_terms_description({ site: SITE.name, date: termsEffectiveDate() }),
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData
  const link = 'text-brand font-semibold underline'
  return (
    <ContentPage
      title={m.policies_terms_title()}
      intro={m.policies_terms_effective({ date: termsEffectiveDate() })}
    >
      <ContentSection title={m.policies_terms_general_title()}>
        <p>
          {m.policies_terms_general_before({ site: SITE.name })}{' '}
          <Link to={localHref('/cancellation-refund')} className={link}>
            {m.policies_refund_policy_link()}
          </Link>
          {m.policies_terms_general_middle()}{' '}
          <Link to={localHref('/privacy-policy')} className={link}>
            {m.policies_privacy_title()}
          </Link>
          {m.policies_terms_general_after()}
        </p>
      </ContentSection>

      <ContentSection title={m.policies_terms_use_title()}>
        <Bullets
          items={[m.policies_terms_use_1(), m.policies_terms_use_2(), m.policies_terms_use_3()]}
        />
      </ContentSection>

      <ContentSection title={m.policies_terms_ip_title()}>
        <p>{m.policies_terms_ip_text({ site: SITE.name })}</p>
      </ContentSection>

      <ContentSection title={m.policies_terms_liability_title()}>
        <p>{m.policies_terms_liability_text()}</p>
      </ContentSection>

      <ContentSection title={m.policies_terms_law_title()}>
        <p>{m.policies_terms_law_text({ city: m.policies_court_city() })}</p>
      </ContentSection>

      <ContentSection title={m.policies_terms_contact_title()}>
        <p>
          {m.policies_terms_contact_before({ site: SITE.name })}{' '}
          <a href={`mailto:${supportEmail}`} className={link}>
            {supportEmail}
          </a>
          {m.policies_terms_contact_after()}
        </p>
      </ContentSection>
    </ContentPage>
  )
}
