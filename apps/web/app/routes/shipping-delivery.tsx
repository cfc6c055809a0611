import { SITE } from '@trippy/contracts/site'
import { Link } from 'react-router'
import { Bullets, ContentPage, ContentSection } from '../features/content/content-page.tsx'
import { RESPONSE_TIME } from '../features/content/company.ts'
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
    title: titleFor(PATH, 'Shipping and Delivery'),
    description: `${SITE.name} sells trips, not goods: how your booking confirmation, trip documents and vouchers reach you, and when.`,
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function ShippingDelivery({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData
  return (
    <ContentPage
      title="Shipping and Delivery"
      intro="We sell travel services, so nothing is shipped: everything reaches you by email and in your account."
    >
      <ContentSection title="What we deliver">
        <p>
          A booking with {SITE.name} is a service: the trip itself, delivered on the departure dates
          you booked. We do not ship physical goods, and there are no shipping charges.
        </p>
      </ContentSection>

      <ContentSection title="How your documents reach you">
        <Bullets
          items={[
            'Your booking appears at once under My Bookings in your account.',
            `Our team contacts you within ${RESPONSE_TIME} of your booking to confirm the details.`,
            'Before departure we email the final itinerary, the meeting point and time, your trip leader’s contact, the packing list and any permits or registrations the trip needs.',
            'Hotel and transport vouchers, where a trip uses them, are sent by email or handed over by your trip leader.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Did not receive an email?">
        <p>
          Check your spam folder first, then write to{' '}
          <a href={`mailto:${supportEmail}`} className="text-brand font-semibold underline">
            {supportEmail}
          </a>{' '}
          with your booking ID and we will send it again. Changes and cancellations follow our{' '}
          <Link to="/cancellation-refund" className="text-brand font-semibold underline">
            Cancellation and Refund Policy
          </Link>
          .
        </p>
      </ContentSection>
    </ContentPage>
  )
}
