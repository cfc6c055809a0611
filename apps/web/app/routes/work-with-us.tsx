import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { ContentPage, ContentSection, Bullets } from '../features/content/content-page.tsx'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/work-with-us'

const PATH = '/work-with-us'

const ROLES = [
  {
    key: 'leaders',
    title: m.content_role_leaders_title,
    text: m.content_role_leaders_text,
    needs: [
      m.content_role_leaders_need1,
      m.content_role_leaders_need2,
      m.content_role_leaders_need3,
    ],
  },
  {
    key: 'guides',
    title: m.content_role_guides_title,
    text: m.content_role_guides_text,
    needs: [m.content_role_guides_need1, m.content_role_guides_need2],
  },
  {
    key: 'yatra',
    title: m.content_role_yatra_title,
    text: m.content_role_yatra_text,
    needs: [m.content_role_yatra_need1, m.content_role_yatra_need2, m.content_role_yatra_need3],
  },
  {
    key: 'planners',
    title: m.content_role_planners_title,
    text: m.content_role_planners_text,
    needs: [m.content_role_planners_need1, m.content_role_planners_need2],
  },
]

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.get(servicesContext).site.supportEmail }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: titleFor(PATH, m.content_work_title()),
    description: m.content_work_description({ site: SITE.name }),
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function WorkWithUs({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData
  const subject = encodeURIComponent(m.content_work_mail_subject({ site: SITE.name }))
  return (
    <ContentPage title={m.content_work_title()} intro={m.content_work_intro()}>
      <p>{m.content_work_lead()}</p>
      {ROLES.map((role) => (
        <ContentSection key={role.key} title={role.title()}>
          <p>{role.text()}</p>
          <Bullets items={role.needs.map((need) => need())} />
        </ContentSection>
      ))}
      <ContentSection title={m.content_work_apply_title()}>
        <p>
          {m.content_work_apply_before()}{' '}
          <a
            href={`mailto:${supportEmail}?subject=${subject}`}
            className="text-brand font-semibold underline"
          >
            {supportEmail}
          </a>{' '}
          {m.content_work_apply_after()}
        </p>
      </ContentSection>
    </ContentPage>
  )
}
