import { SITE } from '@trippy/contracts/site'
import { Link } from 'react-router'
import { Bullets, ContentPage, ContentSection } from '../features/content/content-page.tsx'
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
    title: titleFor(PATH, 'Privacy Policy'),
    description: `What personal information ${SITE.name} collects when you browse, enquire and book, how we use and protect it, and how to control it.`,
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData
  return (
    <ContentPage
      title="Privacy Policy"
      intro={`How ${SITE.name} collects, uses and protects the information you give us.`}
    >
      <p>
        This policy explains what we do with personal information when you use this website, send us
        an enquiry or book a trip with {SITE.name}. By using the website you agree to it.
      </p>

      <ContentSection title="Information We Collect">
        <p>We collect only what we need to answer you and to run your trip:</p>
        <Bullets
          items={[
            'Your name, email address and phone number when you send an enquiry, plan a trip or subscribe to our newsletter.',
            'Your account details (name, email, phone, address and a securely hashed password) when you register.',
            'Booking details: the trip and departure, the number of travellers, your emergency contact and any special requirements you tell us about.',
            'Basic technical information that every web server receives, such as your IP address and browser, kept in our server logs for security.',
          ]}
        />
      </ContentSection>

      <ContentSection title="How We Use the Information">
        <Bullets
          items={[
            'To answer your enquiries and plan your trip.',
            'To confirm and manage bookings, complete the permits and registrations a trip needs (such as the Char Dham yatra registration), and reach you or your emergency contact during the trip.',
            'To send the newsletter you asked for, until you ask us to stop.',
            'To keep the website secure and working.',
          ]}
        />
        <p>
          We do not sell or rent your information. We share it only with the people who make your
          trip happen (hotels, transporters and the authorities that issue permits), and only what
          they need.
        </p>
      </ContentSection>

      <ContentSection title="Security">
        <p>
          The website is served over an encrypted connection. Passwords are stored only as strong
          one-way hashes, sign-in tokens expire, and only you can see your profile and bookings. Our
          staff see customer information only when they need it to run a trip.
        </p>
      </ContentSection>

      <ContentSection title="Cookies">
        <p>
          We do not use advertising or tracking cookies. The website keeps a few things in your
          browser&apos;s own storage so that it works the way you expect: your sign-in token, your
          recent searches, your chosen currency, a copy of your bookings and whether you have seen
          our welcome message. You can clear them at any time from your browser settings.
        </p>
      </ContentSection>

      <ContentSection title="Links to Other Websites">
        <p>
          Our pages link to other websites, such as WhatsApp for chatting with us and map services
          for our address. We are not responsible for the content or the privacy practices of those
          websites; please read their policies.
        </p>
      </ContentSection>

      <ContentSection title="Controlling Your Personal Information">
        <p>
          You can see and correct your profile at any time from{' '}
          <Link to="/profile" className="text-brand font-semibold underline">
            your profile
          </Link>
          . To get a copy of the information we hold about you, to have it corrected or deleted, or
          to stop our newsletter, write to{' '}
          <a href={`mailto:${supportEmail}`} className="text-brand font-semibold underline">
            {supportEmail}
          </a>
          . We keep booking records as long as the law requires.
        </p>
      </ContentSection>

      <ContentSection title="Changes to This Policy">
        <p>
          We may change this policy from time to time without notice. The version on this page is
          the one in force.
        </p>
      </ContentSection>
    </ContentPage>
  )
}
