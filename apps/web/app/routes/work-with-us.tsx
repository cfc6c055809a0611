import { SITE } from '@trippy/contracts/site'
import { ContentPage, ContentSection, Bullets } from '../features/content/content-page.tsx'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/work-with-us'

const PATH = '/work-with-us'

const ROLES = [
  {
    title: 'Trek leaders',
    text: 'Lead groups on multi-day Himalayan treks: pace the walk, watch for altitude sickness, run the camp and keep everyone safe.',
    needs: [
      'A basic or advanced mountaineering course, or equal experience',
      'Wilderness first aid (WFA or WFR)',
      'Several seasons of trekking in the Himalaya',
    ],
  },
  {
    title: 'Mountain guides',
    text: 'Guide our expedition teams on trekking and climbing peaks, from rope work to summit day.',
    needs: [
      'An advanced mountaineering course',
      'Summits above 6,000 m and experience of rope and glacier travel',
    ],
  },
  {
    title: 'Yatra coordinators',
    text: 'Travel with our Char Dham and spiritual groups, handle registrations, hotels and transport, and look after older pilgrims.',
    needs: [
      'Knowledge of the yatra route',
      'Hindi and English',
      'Patience and a calm head on long road days',
    ],
  },
  {
    title: 'Trip planners',
    text: 'Answer travellers’ questions, shape itineraries and see each booking through from enquiry to departure.',
    needs: ['Good written English and Hindi', 'First-hand knowledge of Himalayan trips'],
  },
]

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.get(servicesContext).site.supportEmail }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: titleFor(PATH, 'Work With Us'),
    description: `Join ${SITE.name} as a trek leader, mountain guide, yatra coordinator or trip planner. What we look for and how to apply.`,
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function WorkWithUs({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData
  const subject = encodeURIComponent(`Application: ${SITE.name}`)
  return (
    <ContentPage
      title="Work With Us"
      intro="We hire trek leaders, guides, yatra coordinators and trip planners before every season."
    >
      <p>
        Our trips are only as good as the people who run them. If you love the mountains, look after
        people well and want to work with a team that plans carefully, we would like to hear from
        you.
      </p>
      {ROLES.map((role) => (
        <ContentSection key={role.title} title={role.title}>
          <p>{role.text}</p>
          <Bullets items={role.needs} />
        </ContentSection>
      ))}
      <ContentSection title="How to apply">
        <p>
          Email{' '}
          <a
            href={`mailto:${supportEmail}?subject=${subject}`}
            className="text-brand font-semibold underline"
          >
            {supportEmail}
          </a>{' '}
          with the role you are applying for, your experience and certificates, and the months you
          are available. We reply to every application before the next season begins.
        </p>
      </ContentSection>
    </ContentPage>
  )
}
