import type { PackageReviews, PublicReview } from '@trippy/contracts'
import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { useState } from 'react'
import { api } from '../../lib/api-client.ts'
import { Stars } from './stars.tsx'
import { monthTravelled } from './review-texts.ts'

/**
 * A trip's published reviews, newest first: the first page rendered on the server, more on
 * demand. Only travellers of a completed booking can review, so each is a verified traveller.
 */
export function PackageReviewsSection({ slug, first }: { slug: string; first: PackageReviews }) {
  const [reviews, setReviews] = useState<PublicReview[]>(first.reviews)
  const [page, setPage] = useState(first.meta.page)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const more = reviews.length < first.meta.total

  async function showMore() {
    setLoading(true)
    setFailed(false)
    try {
      const { data } = await api.get<PackageReviews>(
        `/api/packages/${encodeURIComponent(slug)}/reviews?page=${page + 1}`,
      )
      const known = new Set(reviews.map((review) => review._id))
      setReviews([...reviews, ...data.reviews.filter((review) => !known.has(review._id))])
      setPage(data.meta.page)
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }

  return (
    <section aria-labelledby="reviews-heading" className="mt-10">
      <h2 id="reviews-heading" className="text-brand text-2xl font-bold">
        {m.reviews_heading()}
      </h2>
      {first.reviewCount > 0 ? (
        <p className="mt-2 text-slate-800" data-testid="reviews-summary">
          <Stars rating={first.rating} />{' '}
          {m.reviews_summary({ rating: first.rating.toFixed(1), count: first.reviewCount })}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">{m.reviews_none_yet()}</p>
      )}
      {reviews.length > 0 ? (
        <ul className="mt-4 space-y-4" aria-label={m.reviews_list_label()}>
          {reviews.map((review) => (
            <li key={review._id}>
              <article
                aria-label={m.reviews_review_label({ title: review.title, author: review.author })}
                className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
              >
                <p>
                  <Stars rating={review.rating} />
                </p>
                <h3 className="mt-1 font-semibold text-slate-900">{review.title}</h3>
                <p className="mt-1 text-sm text-slate-700">
                  {review.author} ·{' '}
                  {m.reviews_travelled({ month: monthTravelled(review.travelledIn) })} ·{' '}
                  <span className="font-medium text-emerald-800">{m.reviews_verified()}</span>
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-800">{review.text}</p>
                {review.reply ? (
                  <div className="mt-3 border-l-4 border-slate-300 pl-3 text-sm text-slate-700">
                    <p className="font-semibold">{m.reviews_reply_from({ site: SITE.name })}</p>
                    <p className="mt-1 whitespace-pre-wrap">{review.reply}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {more ? (
        <button
          type="button"
          onClick={() => void showMore()}
          disabled={loading}
          className="text-brand mt-4 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
        >
          {loading ? m.reviews_loading() : m.reviews_show_more()}
        </button>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {m.reviews_more_failed()}
        </p>
      ) : null}
    </section>
  )
}
