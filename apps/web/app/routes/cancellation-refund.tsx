import { GROUP_SIZE } from '@trippy/contracts/refund-policy'
import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import {
  Bullets,
  ContentPage,
  ContentSection,
  PolicyTable,
} from '../features/content/content-page.tsx'
import { refundTime, responseTime } from '../features/content/company.ts'
import {
  GROUP_REFUNDS,
  paymentMethods,
  paymentSchedule,
  refundRowTexts,
  STANDARD_REFUNDS,
} from '../features/content/refund-policy.ts'
import { localHref } from '../lib/i18n.ts'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/cancellation-refund'

const PATH = '/cancellation-refund'

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.get(servicesContext).site.supportEmail }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: titleFor(PATH, m.policies_refund_title()),
    description: m.policies_refund_description({ site: SITE.name, time: refundTime() }),
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function CancellationRefund({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData
  const link = 'text-brand font-semibold underline'
  return (
    <ContentPage
      title={m.policies_refund_title()}
      intro={m.policies_refund_intro({ time: refundTime() })}
    >
      <ContentSection title={m.policies_refund_standard_title()}>
        <p>{m.policies_refund_standard_text()}</p>
        <PolicyTable
          caption={m.policies_refund_standard_caption()}
          headings={[m.policies_refund_heading_window(), m.policies_refund_heading_refund()]}
          rows={refundRowTexts(STANDARD_REFUNDS)}
        />
      </ContentSection>

      <ContentSection title={m.policies_refund_group_title({ size: GROUP_SIZE })}>
        <PolicyTable
          caption={m.policies_refund_group_caption({ size: GROUP_SIZE })}
          headings={[m.policies_refund_heading_window(), m.policies_refund_heading_refund()]}
          rows={refundRowTexts(GROUP_REFUNDS)}
        />
      </ContentSection>

      <ContentSection title={m.policies_refund_schedule_title()}>
        <PolicyTable
          caption={m.policies_refund_schedule_caption()}
          headings={[m.policies_refund_heading_when(), m.policies_refund_heading_amount()]}
          rows={paymentSchedule()}
        />
        <p>{m.policies_refund_schedule_text({ time: responseTime() })}</p>
        <Bullets items={paymentMethods()} />
      </ContentSection>

      <ContentSection title={m.policies_refund_how_title()}>
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            {m.policies_refund_step1_before()}{' '}
            <Link to={localHref('/bookings')} className={link}>
              {m.policies_refund_step1_link()}
            </Link>
            {m.policies_refund_step1_after()}
          </li>
          <li>{m.policies_refund_step2()}</li>
          <li>{m.policies_refund_step3()}</li>
          <li>{m.policies_refund_step4({ time: refundTime() })}</li>
        </ol>
        <p>
          {m.policies_refund_question_before()}{' '}
          <a href={`mailto:${supportEmail}`} className={link}>
            {supportEmail}
          </a>{' '}
          {m.policies_refund_question_after()}
        </p>
      </ContentSection>

      <ContentSection title={m.policies_refund_change_title()}>
        <p>{m.policies_refund_change_text({ time: refundTime() })}</p>
      </ContentSection>
    </ContentPage>
  )
}
