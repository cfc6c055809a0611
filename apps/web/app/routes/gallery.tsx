import { SITE } from '@trippy/contracts/site'
import { Link } from 'react-router'
import { TripImage } from '../components/trips/trip-image.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { galleryPhotos } from '../features/content/gallery-photos.ts'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/gallery'

const PATH = '/gallery'

export async function loader({ context }: Route.LoaderArgs) {
  const packages = await context.get(servicesContext).catalogue.listPackages()
  return { photos: galleryPhotos(packages) }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: titleFor(PATH, 'Gallery'),
    description: `Pictures from ${SITE.name} treks, expeditions and yatras across the Himalaya, each linked to its trip.`,
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { photos } = loaderData
  return (
    <>
      <PageHero
        title="Gallery"
        intro="The trails, camps, temples and summits of our trips. Open a picture's trip to see its dates and price."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        {photos.length === 0 ? (
          <p className="py-12 text-center text-slate-600">Pictures will appear with our trips.</p>
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
                      to={`/packages/${photo.slug}`}
                      className="text-brand font-semibold after:absolute after:inset-0 hover:underline"
                    >
                      {photo.tripName}
                    </Link>
                    <span className="block text-xs text-slate-600">{photo.place}</span>
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
