import { SITE } from '@trippy/contracts/site'
import {
  addressLine,
  COMPANY,
  formatPhone,
  mapUrl,
  RESPONSE_TIME,
} from '../features/content/company.ts'
import { SendQueryButton } from '../features/content/send-query-button.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { PAGE_TITLES } from '../lib/page-meta.ts'
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
      title: PAGE_TITLES[PATH] ?? `Contact Us | ${SITE.name}`,
      description: `Call, WhatsApp or email ${SITE.name}, visit our office in ${COMPANY.address.locality}, or send us a query about any trek or yatra. We reply within ${RESPONSE_TIME}.`,
      path: PATH,
      publicUrl,
    }),
    jsonLdMeta(
      breadcrumbJsonLd(publicUrl, [
        { name: 'Home', path: '/' },
        { name: 'Contact Us', path: PATH },
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
        title="Contact Us"
        intro={`Questions about a trip, a date or a group? Write, call or message us: a trip planner replies within ${RESPONSE_TIME}.`}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
        <section aria-labelledby="query-heading" className={`${card} md:col-span-2`}>
          <h2 id="query-heading" className="text-brand text-xl font-bold">
            Send us a query
          </h2>
          <p className="mt-2 text-slate-700">
            Tell us the trip you have in mind, your dates and how many of you are travelling, and we
            will come back with availability and the best price.
          </p>
          <SendQueryButton />
        </section>

        <section aria-labelledby="office-heading" className={card}>
          <h2 id="office-heading" className="text-brand text-xl font-bold">
            Our office
          </h2>
          <address className="mt-2 text-slate-700 not-italic">
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
              Open {addressLine()} in maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </section>

        <section aria-labelledby="reach-heading" className={card}>
          <h2 id="reach-heading" className="text-brand text-xl font-bold">
            Call, message or email
          </h2>
          <dl className="mt-2 space-y-3 text-slate-700">
            <div>
              <dt className="text-sm font-semibold text-slate-600">Phone</dt>
              <dd>
                <a href={`tel:+${phone}`} className={link}>
                  {formatPhone(phone)}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">WhatsApp</dt>
              <dd>
                <a
                  href={`https://wa.me/${phone}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={link}
                >
                  Chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Email</dt>
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
