import * as m from '@trippy/i18n/messages'
import { Link } from 'react-router'
import { localHref } from '../../lib/i18n.ts'
import { useEnquiry } from '../leads/index.ts'

/** The closing call of the home page: plan a trip with us, through the enquiry panel. */
export function PlanTripCall() {
  const enquiry = useEnquiry()
  return (
    <section
      aria-labelledby="plan-heading"
      className="bg-brand render-when-near-[22rem] px-4 py-16 text-center text-white"
    >
      <h2 id="plan-heading" className="text-2xl font-bold sm:text-3xl">
        {m.content_plan_heading()}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-white/85">{m.content_plan_text()}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => enquiry.open()}
          className="bg-accent text-brand rounded-full px-6 py-3 font-semibold hover:bg-amber-400"
        >
          {m.content_plan_button()}
        </button>
        <Link
          to={localHref('/contact')}
          className="rounded-full border border-white/70 px-6 py-3 font-semibold hover:bg-white/10"
        >
          {m.content_plan_contact()}
        </Link>
      </div>
    </section>
  )
}
