import type { OwnReview } from '@trippy/contracts'
import * as m from '@trippy/i18n/messages'
import { useEffect, useId, useRef, useState } from 'react'
import { FormField, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { focusFirstInvalid, formValues } from '../../components/ui/form-helpers.ts'
import { FormText, localMessage } from '../../components/ui/form-text.tsx'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { useToast } from '../../components/ui/toast.tsx'
import { api, ApiError } from '../../lib/api-client.ts'
import { Stars } from './stars.tsx'
import { ratingOptions, REVIEW_STATUS_TEXT } from './review-texts.ts'

const REVIEW_TEXT_MIN_CHARS = 30

type Loaded =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; review: OwnReview | null }

/** The booking the review mail's link names (`/bookings?review=<id>`), read in the browser. */
function askedToReview(bookingId: string): boolean {
  return new URLSearchParams(window.location.search).get('review') === bookingId
}

/**
 * On My Bookings, under a completed booking: the traveller's review of it, or the form to write
 * one (opened at once when the review mail's link leads here).
 */
export function BookingReview({
  bookingId,
  packageName,
}: {
  bookingId: string
  packageName: string
}) {
  const id = useId()
  const toast = useToast()
  const region = useRef<HTMLElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    api
      .get<OwnReview | null>(`/api/bookings/${bookingId}/review`, { signal: controller.signal })
      .then(({ data }) => {
        setLoaded({ status: 'ready', review: data })
        if (!data && askedToReview(bookingId)) {
          setOpen(true)
          region.current?.scrollIntoView({ block: 'center' })
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'error' })
      })
    return () => controller.abort()
  }, [bookingId])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = formValues(event.currentTarget, ['rating', 'title', 'text'] as const)
    setPending(true)
    setErrors({})
    setFormError(null)
    try {
      const answer = await api.post<OwnReview>(`/api/bookings/${bookingId}/review`, {
        rating: Number(values.rating),
        title: values.title,
        text: values.text,
      })
      setLoaded({ status: 'ready', review: answer.data })
      setOpen(false)
      toast.success(localMessage(answer.message ?? REVIEW_STATUS_TEXT.pending))
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        setErrors(error.fieldErrors())
        requestAnimationFrame(() => focusFirstInvalid(form.current))
      } else {
        setFormError(
          error instanceof ApiError && error.fromServer ? error.message : m.reviews_send_failed(),
        )
      }
    } finally {
      setPending(false)
    }
  }

  if (loaded.status === 'loading') return null
  if (loaded.status === 'error') return null
  const { review } = loaded

  return (
    <section
      ref={region}
      id={`review-${bookingId}`}
      aria-labelledby={`${id}-heading`}
      className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h4 id={`${id}-heading`} className="font-semibold text-slate-900">
        {review ? m.reviews_your_review() : m.reviews_how_was_trip()}
      </h4>
      {review ? (
        <div className="mt-2 text-sm text-slate-800">
          <p>
            <Stars rating={review.rating} /> <strong>{review.title}</strong>
          </p>
          <p className="mt-1 whitespace-pre-wrap">{review.text}</p>
          <p className="mt-2 text-slate-700">{REVIEW_STATUS_TEXT[review.status]}</p>
          {review.status === 'published' && review.reply ? (
            <p className="mt-2 border-l-4 border-slate-300 pl-3 text-slate-700">
              <strong>{m.reviews_our_reply()}</strong> {review.reply}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {m.reviews_tell_others({ name: packageName })}
          </p>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-form`}
            onClick={() => setOpen((shown) => !shown)}
            className="text-brand mt-3 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
          >
            {open ? m.reviews_close_form() : m.reviews_write()}
            <span className="sr-only">{m.reviews_of_package({ name: packageName })}</span>
          </button>
          <form
            ref={form}
            id={`${id}-form`}
            hidden={!open}
            noValidate
            aria-label={m.reviews_form_label({ name: packageName })}
            onSubmit={(event) => void onSubmit(event)}
            className="mt-4 grid gap-4"
          >
            <SelectField
              label={m.reviews_your_rating()}
              name="rating"
              options={ratingOptions()}
              emptyLabel={m.reviews_choose_rating()}
              required
              error={errors.rating}
            />
            <FormField
              label={m.reviews_title()}
              name="title"
              required
              maxLength={120}
              error={errors.title}
            />
            <TextAreaField
              label={m.reviews_your_review()}
              name="text"
              rows={5}
              required
              hint={m.reviews_text_hint({ min: REVIEW_TEXT_MIN_CHARS })}
              error={errors.text}
            />
            {formError ? (
              <p role="alert" className="text-sm font-medium text-red-800">
                <FormText text={formError} />
              </p>
            ) : null}
            <div>
              <button type="submit" disabled={pending} className={primaryButtonClass}>
                {pending ? m.reviews_sending() : m.reviews_send()}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  )
}
