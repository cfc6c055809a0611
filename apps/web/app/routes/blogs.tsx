import { SITE } from '@trippy/contracts/site'
import { Link } from 'react-router'
import { TripImage } from '../components/trips/trip-image.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { formatPostDate } from '../features/content/blog-date.ts'
import { PAGE_TITLES } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/blogs'

const PATH = '/blogs'

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await context.get(servicesContext).content.listBlogPosts()
  // The list needs no bodies; leaving them out keeps the page light.
  return { posts: posts.map(({ body: _body, ...summary }) => summary) }
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    title: PAGE_TITLES[PATH] ?? `Travel Blog | ${SITE.name}`,
    description:
      'Practical guides from our trek leaders and yatra desk: first treks, packing lists, Char Dham dates and the best seasons for the Himalaya.',
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData
  return (
    <>
      <PageHero
        title="Travel Blog"
        intro="Guides and advice from our trek leaders and yatra desk, for planning your time in the Himalaya."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        {posts.length === 0 ? (
          <p className="py-12 text-center text-slate-600">Our first stories are on their way.</p>
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li
                key={post._id}
                className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 hover:shadow-lg"
              >
                <div className="aspect-[3/2] overflow-hidden bg-slate-200">
                  <TripImage
                    src={post.coverImage}
                    alt=""
                    width={600}
                    height={400}
                    className="size-full object-cover transition group-hover:scale-105 motion-reduce:transition-none"
                  />
                </div>
                <article className="flex flex-1 flex-col p-5">
                  <h2 className="text-lg leading-snug font-semibold text-slate-900">
                    <Link
                      to={`/blogs/${post.slug}`}
                      className="focus-visible:after:ring-accent after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-inset"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">
                    <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> ·{' '}
                    {post.author}
                  </p>
                  <p className="mt-3 text-sm leading-relaxed text-slate-700">{post.excerpt}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
