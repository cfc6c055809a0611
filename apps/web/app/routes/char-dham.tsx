import * as m from '@trippy/i18n/messages'
import { loadCharDhamPackages } from '../features/char-dham/char-dham-cards.ts'
import { CHAR_DHAM_FAQ } from '../features/char-dham/char-dham-content.ts'
import { CharDhamPage } from '../features/char-dham/char-dham-page.tsx'
import { charDhamSeasonYear } from '../features/char-dham/char-dham-season.ts'
import { charDhamTitle } from '../lib/page-meta.ts'
import { localHref } from '../lib/i18n.ts'
import { servicesContext } from '../lib/request-context.ts'
import { breadcrumbJsonLd, faqPageJsonLd, jsonLdMeta, publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/char-dham'
import kedarnathImage from 'public-image:/images/chardham/kedarnath.svg'

const PATH = '/char-dham'

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext)
  const packages = await loadCharDhamPackages(() =>
    catalogue.listPackages({ categoryNames: ['Char Dham'] }),
  )
  // The season still ahead, from today's date in India: never a year written into the page.
  return { packages, seasonYear: charDhamSeasonYear() }
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const publicUrl = publicUrlFrom(matches)
  const seasonYear = loaderData?.seasonYear ?? charDhamSeasonYear()
  return [
    ...seoMeta({
      title: charDhamTitle(seasonYear),
      description: m.char_dham_meta_description({ year: String(seasonYear) }),
      path: PATH,
      publicUrl,
      image: kedarnathImage,
    }),
    jsonLdMeta(
      breadcrumbJsonLd(publicUrl, [
        { name: m.char_dham_breadcrumb_home(), path: localHref('/') },
        { name: m.char_dham_breadcrumb_yatra(), path: localHref(PATH) },
      ]),
    ),
    jsonLdMeta(faqPageJsonLd(CHAR_DHAM_FAQ)),
  ]
}

export default function CharDham({ loaderData }: Route.ComponentProps) {
  return <CharDhamPage seasonYear={loaderData.seasonYear} packages={loaderData.packages} />
}
