import type { ConsoleReview } from '@trippy/contracts'
import { Form, useRevalidator, useSearchParams } from 'react-router'
import { SelectField } from '../../components/ui/field.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { consoleApi, loadConsole, problemText } from '../../features/console/console-api.ts'
import { consoleMeta } from '../../features/console/console-texts.ts'
import {
  ConsolePage,
  EmptyNote,
  filterButtonClass,
  listQuery,
  metaOf,
  Pager,
} from '../../features/console/console-ui.tsx'
import { ConsoleReviewCard, type Moderate } from '../../features/reviews/index.ts'
import type { Route } from './+types/reviews'

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'published', label: 'Published' },
  { value: 'rejected', label: 'Rejected' },
] as const

export function meta() {
  return consoleMeta('Reviews')
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const answer = await loadConsole<ConsoleReview[]>(
    request,
    `/api/console/reviews${listQuery(request.url, ['status'])}`,
  )
  return { reviews: answer.data, meta: metaOf(answer) }
}

/** The reviews inbox: travellers' reviews of completed trips, pending first, to publish or reject. */
export default function ConsoleReviews({ loaderData }: Route.ComponentProps) {
  const { reviews, meta } = loaderData
  const [params] = useSearchParams()
  const revalidator = useRevalidator()
  const toast = useToast()

  const moderate: Moderate = async (id, body) => {
    try {
      const answer = await consoleApi.patch<ConsoleReview>(`/api/console/reviews/${id}`, body)
      toast.success(answer.message ?? 'Review saved')
      void revalidator.revalidate()
      return { ok: true }
    } catch (error) {
      return { ok: false, message: problemText(error) }
    }
  }

  return (
    <ConsolePage
      title="Reviews"
      intro="Reviews by travellers of completed trips, pending first. Only published reviews show on the site and count in a trip's rating."
    >
      <Form
        method="get"
        role="search"
        aria-label="Find reviews"
        className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-3 sm:items-end"
      >
        <SelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          emptyLabel="Any status"
          defaultValue={params.get('status') ?? ''}
        />
        <div>
          <button type="submit" className={`${filterButtonClass} w-full`}>
            Show reviews
          </button>
        </div>
      </Form>
      {reviews.length === 0 ? (
        <EmptyNote>No reviews match.</EmptyNote>
      ) : (
        <ul className="space-y-3" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review._id}>
              <ConsoleReviewCard review={review} onModerate={moderate} />
            </li>
          ))}
        </ul>
      )}
      <Pager meta={meta} label="Reviews pages" />
    </ConsolePage>
  )
}
