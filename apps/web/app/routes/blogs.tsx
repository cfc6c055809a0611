import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { TripImage } from '../components/trips/trip-image.tsx'
import { PageHero } from '../components/ui/page-hero.tsx'
import { formatPostDate } from '../features/content/blog-date.ts'
import { getLocale, localHref } from '../lib/i18n.ts'
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
    title: m.blog_meta_title({ site: SITE.name }),
    description: m.blog_description(),
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  })
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData
  // The posts are written in English only.
  const postLang = getLocale() === 'en' ? undefined : 'en'
  return (
    <>
      <PageHero title={m.blog_title()} intro={m.blog_intro()} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        {posts.length === 0 ? (
          <p className="py-12 text-center text-slate-600">{m.blog_empty()}</p>
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
                  <h2 lang={postLang} className="text-lg leading-snug font-semibold text-slate-900">
                    <Link
                      to={localHref(`/blogs/${post.slug}`)}
                      className="focus-visible:after:ring-accent after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-inset"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">
                    <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> ·{' '}
                    {postLang ? <span lang={postLang}>{post.author}</span> : post.author}
                  </p>
                  <p lang={postLang} className="mt-3 text-sm leading-relaxed text-slate-700">
                    {post.excerpt}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
