import { SITE } from '@trippy/contracts/site'
import { Link } from 'react-router'
import { Bullets, ContentPage, ContentSection } from '../features/content/content-page.tsx'
import { COMPANY, TERMS_EFFECTIVE_DATE } from '../features/content/company.ts'
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
    title: titleFor(PATH, 'Terms and Conditions'),
    description: `The terms for using the ${SITE.name} website and booking our treks, expeditions and yatras, effective ${TERMS_EFFECTIVE_DATE}.`,
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData
  const link = 'text-brand font-semibold underline'
  return (
    <ContentPage title="Terms and Conditions" intro={`Effective date: ${TERMS_EFFECTIVE_DATE}`}>
      <ContentSection title="General">
        <p>
          These terms apply to everyone who uses the {SITE.name} website and to every trip booked
          through it. By using the website or booking a trip you accept them. Bookings are also
          governed by our{' '}
          <Link to="/cancellation-refund" className={link}>
            Cancellation and Refund Policy
          </Link>
          , and the way we handle your information by our{' '}
          <Link to="/privacy-policy" className={link}>
            Privacy Policy
          </Link>
          .
        </p>
      </ContentSection>

      <ContentSection title="Use of the Website">
        <Bullets
          items={[
            'Give true and complete information when you register, enquire or book, and keep your sign-in details to yourself.',
            'Use the website only to learn about, enquire about and book trips; do not try to disturb it, break into it or collect data from it in bulk.',
            'Trip details, departures and prices can change; the price and dates confirmed on your booking are the ones that apply to it.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Intellectual Property">
        <p>
          The text, images, itineraries, logos and design of this website belong to {SITE.name}. You
          may view and print them for your own travel planning, but not copy, publish or sell them
          without our written permission.
        </p>
      </ContentSection>

      <ContentSection title="Limitation of Liability">
        <p>
          Travel in the Himalaya depends on weather, roads and decisions of the authorities. We are
          not liable for delays, changes or losses caused by events outside our control, such as
          landslides, snowfall, road closures, strikes or changes to permits and temple timings.
          Where we are liable, our liability is limited to the amount you paid for the trip. Nothing
          in these terms limits any right you have under Indian consumer law.
        </p>
      </ContentSection>

      <ContentSection title="Governing Law">
        <p>
          These terms are governed by the laws of India. Any dispute arising from them or from a
          trip booked with us is subject to the exclusive jurisdiction of the courts at{' '}
          {COMPANY.courtCity}.
        </p>
      </ContentSection>

      <ContentSection title="Contact Us">
        <p>
          Questions about these terms? Write to {SITE.name} at{' '}
          <a href={`mailto:${supportEmail}`} className={link}>
            {supportEmail}
          </a>
          .
        </p>
      </ContentSection>
    </ContentPage>
  )
}
