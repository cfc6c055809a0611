import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { TripImage } from '../components/trips/trip-image.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { packageName } from '../features/catalogue/package-texts.ts'
import { galleryPhotos } from '../features/content/gallery-photos.ts'
import { getLocale, localHref } from '../lib/i18n.ts'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/gallery'

const PATH = '/gallery'

export async function loader({ context }: Route.LoaderArgs) {
  const packages = await context.get(servicesContext).catalogue.listPackages()
  return { photos: galleryPhotos(packages, packageName) }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: titleFor(PATH, m.content_gallery_title()),
    description: m.content_gallery_description({ site: SITE.name }),
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { photos } = loaderData
  // A trip's place is written in English only.
  const placeLang = getLocale() === 'en' ? undefined : 'en'
  return (
    <>
      <PageHero title={m.content_gallery_title()} intro={m.content_gallery_intro()} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        {photos.length === 0 ? (
          <p className="py-12 text-center text-slate-600">{m.content_gallery_empty()}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {photos.map((photo) => (
              <li key={photo.src}>
                <figure className="group relative overflow-hidden rounded-xl bg-slate-200">
                  <TripImage
                    src={photo.src}
                    alt=""
                    width={400}
                    height={267}
                    className="aspect-[3/2] w-full object-cover transition group-hover:scale-105 motion-reduce:transition-none"
                  />
                  <figcaption className="bg-white px-3 py-2 text-sm">
                    <Link
                      to={localHref(`/packages/${photo.slug}`)}
                      lang={photo.tripLang}
                      className="text-brand font-semibold after:absolute after:inset-0 hover:underline"
                    >
                      {photo.tripName}
                    </Link>
                    <span lang={placeLang} className="block text-xs text-slate-600">
                      {photo.place}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
