import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import {
  addressLine,
  COMPANY,
  formatPhone,
  mapUrl,
  responseTime,
} from '../features/content/company.ts'
import { SendQueryButton } from '../features/content/send-query-button.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { getLocale } from '../lib/i18n.ts'
import { servicesContext } from '../lib/request-context.ts'
import { breadcrumbJsonLd, jsonLdMeta, publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/contact'

const PATH = '/contact'

export function loader({ context }: Route.LoaderArgs) {
  const { site } = context.get(servicesContext)
  return { supportEmail: site.supportEmail, phone: site.operatorWhatsapp }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const publicUrl = publicUrlFrom(matches)
  return [
    ...seoMeta({
      title: m.content_contact_meta_title({ site: SITE.name }),
      description: m.content_contact_description({
        site: SITE.name,
        city: COMPANY.address.locality,
        time: responseTime(),
      }),
      path: PATH,
      publicUrl,
    }),
    jsonLdMeta(
      breadcrumbJsonLd(publicUrl, [
        { name: m.content_home(), path: '/' },
        { name: m.content_contact_title(), path: PATH },
      ]),
    ),
  ]
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { supportEmail, phone } = loaderData
  const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200'
  const link = 'text-brand font-semibold underline underline-offset-4'
  return (
    <>
      <PageHero
        title={m.content_contact_title()}
        intro={m.content_contact_intro({ time: responseTime() })}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
        <section aria-labelledby="query-heading" className={`${card} md:col-span-2`}>
          <h2 id="query-heading" className="text-brand text-xl font-bold">
            {m.content_send_query()}
          </h2>
          <p className="mt-2 text-slate-700">{m.content_contact_query_text()}</p>
          <SendQueryButton />
        </section>

        <section aria-labelledby="office-heading" className={card}>
          <h2 id="office-heading" className="text-brand text-xl font-bold">
            {m.content_contact_office()}
          </h2>
          <address
            lang={getLocale() === 'en' ? undefined : 'en'}
            className="mt-2 text-slate-700 not-italic"
          >
            {SITE.name}
            <br />
            {COMPANY.address.streetAddress}
            <br />
            {COMPANY.address.locality}, {COMPANY.address.region} {COMPANY.address.postalCode}
            <br />
            {COMPANY.address.country}
          </address>
          <p className="mt-4">
            <a href={mapUrl()} target="_blank" rel="noopener noreferrer" className={link}>
              {m.content_contact_map({ address: addressLine() })}
              <span className="sr-only">{m.content_new_tab()}</span>
            </a>
          </p>
        </section>

        <section aria-labelledby="reach-heading" className={card}>
          <h2 id="reach-heading" className="text-brand text-xl font-bold">
            {m.content_contact_reach()}
          </h2>
          <dl className="mt-2 space-y-3 text-slate-700">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{m.content_contact_phone()}</dt>
              <dd>
                <a href={`tel:+${phone}`} className={link}>
                  {formatPhone(phone)}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">
                {m.content_contact_whatsapp_label()}
              </dt>
              <dd>
                <a
                  href={`https://wa.me/${phone}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={link}
                >
                  {m.content_contact_whatsapp()}
                  <span className="sr-only">{m.content_new_tab()}</span>
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{m.content_contact_email()}</dt>
              <dd>
                <a href={`mailto:${supportEmail}`} className={link}>
                  {supportEmail}
                </a>
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  )
}
