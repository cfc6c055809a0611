import type { ConsoleReview, ModerateReviewBody } from '@trippy/contracts'
import { formatIndiaTime } from '@trippy/contracts/calendar'
import { useState } from 'react'
import { Link } from 'react-router'
import { TextAreaField } from '../../components/ui/field.tsx'
import { Stars } from './stars.tsx'
import { monthTravelled } from './review-texts.ts'

const STATUS_LABELS = { pending: 'Pending', published: 'Published', rejected: 'Rejected' } as const

export type Moderate = (
  id: string,
  body: { status: ModerateReviewBody['status']; reply: string | null },
) => Promise<{ ok: true } | { ok: false; message: string }>

const buttonClass =
  'rounded-full px-4 py-2 text-sm font-semibold ring-1 disabled:opacity-60 hover:bg-slate-50'

/** One review of the console's inbox: read it, then publish (with a public reply) or reject. */
export function ConsoleReviewCard({
  review,
  onModerate,
}: {
  review: ConsoleReview
  onModerate: Moderate
}) {
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function decide(form: HTMLFormElement, status: 'published' | 'rejected') {
    const reply = new FormData(form).get('reply')
    setPending(true)
    setProblem(null)
    const outcome = await onModerate(review._id, {
      status,
      reply: typeof reply === 'string' && reply.trim() ? reply.trim() : null,
    })
    if (!outcome.ok) setProblem(outcome.message)
    setPending(false)
  }

  return (
    <article
      aria-label={`Review by ${review.author}: ${review.title}`}
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p>
            <Stars rating={review.rating} />{' '}
            <span className="font-semibold text-slate-900">{review.title}</span>
          </p>
          <p className="text-sm text-slate-700">
            {review.author} ·{' '}
            <Link
              to={`/packages/${review.packageSlug}`}
              className="text-brand font-medium underline underline-offset-4"
            >
              {review.packageName}
            </Link>{' '}
            · Travelled {monthTravelled(review.travelledIn)} ·{' '}
            <Link
              to={`/console/bookings/${review.bookingId}`}
              className="text-brand font-medium underline underline-offset-4"
            >
              Booking
            </Link>
          </p>
        </div>
        <p className="text-sm text-slate-600">
          <strong className="text-slate-900">{STATUS_LABELS[review.status]}</strong> · written{' '}
          {formatIndiaTime(review.createdAt)}
        </p>
      </div>
      <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800">
        {review.text}
      </p>
      <form
        noValidate
        aria-label={`Moderate the review by ${review.author}`}
        onSubmit={(event) => event.preventDefault()}
        className="mt-3 grid gap-3"
      >
        <TextAreaField
          label="Public reply (optional)"
          name="reply"
          rows={2}
          maxLength={2000}
          defaultValue={review.reply ?? ''}
          hint="Shown under the review on the trip page once it is published."
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={pending}
            onClick={(event) => {
              const form = event.currentTarget.form
              if (form) void decide(form, 'published')
            }}
            className={`${buttonClass} bg-brand hover:bg-brand-light text-white ring-transparent`}
          >
            {review.status === 'published' ? 'Save and keep published' : 'Publish'}
          </button>
          <button
            type="button"
            disabled={pending}
            onClick={(event) => {
              const form = event.currentTarget.form
              if (form) void decide(form, 'rejected')
            }}
            className={`${buttonClass} text-red-800 ring-red-300`}
          >
            {review.status === 'rejected' ? 'Keep rejected' : 'Reject'}
          </button>
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {problem}
          </p>
        ) : null}
      </form>
    </article>
  )
}
