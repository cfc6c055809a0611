import * as m from '@trippy/i18n/messages'
import { useEnquiry } from '../leads/index.ts'

/** Opens the enquiry side panel (the leads feature owns the form itself). */
export function SendQueryButton({ trip }: { trip?: string }) {
  const enquiry = useEnquiry()
  return (
    <button
      type="button"
      onClick={() => enquiry.open(trip)}
      className="bg-brand hover:bg-brand-light mt-4 rounded-full px-6 py-3 font-semibold text-white"
    >
      {m.content_send_query()}
    </button>
  )
}
