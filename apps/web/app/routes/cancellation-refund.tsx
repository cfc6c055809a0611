import { SITE } from '@trippy/contracts/site'
import { Link } from 'react-router'
import {
  Bullets,
  ContentPage,
  ContentSection,
  PolicyTable,
} from '../features/content/content-page.tsx'
import { REFUND_TIME, RESPONSE_TIME } from '../features/content/company.ts'
import {
  GROUP_REFUNDS,
  PAYMENT_METHODS,
  PAYMENT_SCHEDULE,
  STANDARD_REFUNDS,
} from '../features/content/refund-policy.ts'
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
    title: titleFor(PATH, 'Cancellation and Refund Policy'),
    description: `How much of your payment ${SITE.name} refunds when you cancel a trip, for individual and group bookings, the payment schedule and how to cancel. Refunds in ${REFUND_TIME}.`,
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function CancellationRefund({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData
  const toRows = (rows: { window: string; refund: string }[]) =>
    rows.map((row) => [row.window, row.refund] as const)
  return (
    <ContentPage
      title="Cancellation and Refund Policy"
      intro={`What you get back if you cancel, and how quickly: you cancel online from My Bookings, see the refund before you confirm, and receive it within ${REFUND_TIME}.`}
    >
      <ContentSection title="Refunds for standard bookings">
        <p>
          The refund is a share of the amount you have paid so far. It depends on how many days
          before the departure date you cancel, counted in whole calendar days in India time. The
          table in force when you booked is the one applied to your booking.
        </p>
        <PolicyTable
          caption="Standard bookings"
          headings={['Cancellation before departure', 'Refund']}
          rows={toRows(STANDARD_REFUNDS)}
        />
      </ContentSection>

      <ContentSection title="Refunds for group bookings (10 or more people)">
        <PolicyTable
          caption="Group bookings of 10 or more travellers"
          headings={['Cancellation before departure', 'Refund']}
          rows={toRows(GROUP_REFUNDS)}
        />
      </ContentSection>

      <ContentSection title="Payment schedule">
        <PolicyTable
          caption="When payments are due"
          headings={['When', 'Amount']}
          rows={PAYMENT_SCHEDULE.map((row) => [row.when, row.amount] as const)}
        />
        <p>
          You can also pay the full amount at booking. Our team contacts you within {RESPONSE_TIME}{' '}
          of your booking to confirm the details. We accept:
        </p>
        <Bullets items={PAYMENT_METHODS} />
      </ContentSection>

      <ContentSection title="How to cancel">
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            Sign in and open{' '}
            <Link to="/bookings" className="text-brand font-semibold underline">
              My Bookings
            </Link>
            . Every booking whose departure is still ahead has a Cancel booking button.
          </li>
          <li>
            Before anything is cancelled, we show what cancelling today refunds: the days before
            departure, the percentage from the table above and the amount.
          </li>
          <li>
            When you confirm, the booking is cancelled at once and its seats go back on sale. The
            refund amount stays on the booking in My Bookings and in your notifications.
          </li>
          <li>The refund is paid to the original payment method within {REFUND_TIME}.</li>
        </ol>
        <p>
          A question about a cancellation? Write to{' '}
          <a href={`mailto:${supportEmail}`} className="text-brand font-semibold underline">
            {supportEmail}
          </a>{' '}
          with your booking ID, and we reply within 24-48 hours.
        </p>
      </ContentSection>

      <ContentSection title="If we change or cancel a departure">
        <p>
          Mountain roads and weather sometimes force changes. If we cancel a departure, you can move
          to another date or receive a full refund of the amount paid, in {REFUND_TIME}. Extra
          nights or transport needed on the trip because of landslides, snow or road closures are
          not part of the trip price (see Limitation of Liability in our terms).
        </p>
      </ContentSection>
    </ContentPage>
  )
}
