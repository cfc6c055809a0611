import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { data, Link } from 'react-router'
import { formatPostDate } from '../features/content/blog-date.ts'
import { getLocale, localHref } from '../lib/i18n.ts'
import { titleFor } from '../lib/page-meta.ts'
import { servicesContext } from '../lib/request-context.ts'
import { articleJsonLd, breadcrumbJsonLd, jsonLdMeta, publicUrlFrom, seoMeta } from '../lib/seo.ts'
import type { Route } from './+types/blog-post'

/** /blogs/{id} takes the post's id or its slug; the canonical address uses the slug. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await context.get(servicesContext).content.getBlogPost(params.id)
  if (!post) throw data('Post not found', { status: 404 })
  return { post }
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [{ title: m.blog_not_found_title({ site: SITE.name }) }]
  const { post } = loaderData
  const publicUrl = publicUrlFrom(matches)
  const path = `/blogs/${post.slug}`
  return [
    ...seoMeta({
      title: titleFor(path, post.title),
      description: post.excerpt,
      path,
      publicUrl,
      image: post.coverImage,
      type: 'article',
    }),
    { property: 'article:published_time', content: post.publishedAt },
    jsonLdMeta(
      articleJsonLd({
        publicUrl,
        path,
        headline: post.title,
        description: post.excerpt,
        image: post.coverImage,
        author: post.author,
        datePublished: post.publishedAt,
        keywords: post.tags,
      }),
    ),
    jsonLdMeta(
      breadcrumbJsonLd(publicUrl, [
        { name: m.blog_home(), path: '/' },
        { name: m.blog_crumb(), path: '/blogs' },
        { name: post.title, path },
      ]),
    ),
  ]
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  // A post's own texts (title, summary, body, tags, author) are written in English only.
  const postLang = getLocale() === 'en' ? undefined : 'en'
  return (
    <article data-post-id={post._id}>
      <header data-hero className="bg-brand px-4 pt-28 pb-12 text-white sm:pt-32">
        <div className="mx-auto max-w-3xl">
          <nav aria-label={m.blog_breadcrumb_label()} className="text-sm text-white/80">
            <ol className="flex flex-wrap gap-1">
              <li>
                <Link to={localHref('/')} className="underline underline-offset-4">
                  {m.blog_home()}
                </Link>{' '}
                /
              </li>
              <li>
                <Link to={localHref('/blogs')} className="underline underline-offset-4">
                  {m.blog_crumb()}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 lang={postLang} className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-3 text-white/85">
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> ·{' '}
            {postLang ? <span lang={postLang}>{post.author}</span> : post.author}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <img
          src={post.coverImage}
          alt=""
          width={1200}
          height={800}
          fetchPriority="high"
          className="aspect-[3/2] w-full rounded-2xl object-cover shadow-sm"
        />
        <p lang={postLang} className="mt-8 text-lg leading-relaxed font-medium text-slate-800">
          {post.excerpt}
        </p>
        {post.body.map((paragraph) => (
          <p
            key={paragraph.slice(0, 48)}
            lang={postLang}
            className="mt-5 leading-relaxed text-slate-700"
          >
            {paragraph}
          </p>
        ))}
        {post.tags.length > 0 ? (
          <ul aria-label={m.blog_tags_label()} className="mt-8 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                lang={postLang}
                className="bg-brand/10 text-brand rounded-full px-3 py-1 text-sm font-medium"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-10 flex flex-wrap gap-3">
          <Link
            to={localHref('/blogs')}
            className="text-brand rounded-full px-6 py-3 font-semibold ring-1 ring-slate-300 hover:bg-white"
          >
            {m.blog_all_posts()}
          </Link>
          <Link
            to={localHref('/packages')}
            className="bg-brand hover:bg-brand-light rounded-full px-6 py-3 font-semibold text-white"
          >
            {m.blog_browse_trips()}
          </Link>
        </p>
      </div>
    </article>
  )
}
