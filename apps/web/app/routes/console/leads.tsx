import type { ConsoleLead } from '@trippy/contracts'
import { Form, useRevalidator, useSearchParams } from 'react-router'
import { ExportCsvButton } from '../../features/console/export-csv-button.tsx'
import { FormField, SelectField } from '../../components/ui/field.tsx'
import { loadConsole } from '../../features/console/console-api.ts'
import { consoleMeta, LEAD_STATUS_OPTIONS } from '../../features/console/console-texts.ts'
import {
  ConsolePage,
  EmptyNote,
  filterButtonClass,
  listQuery,
  metaOf,
  Pager,
} from '../../features/console/console-ui.tsx'
import { LeadCard } from '../../features/console/lead-card.tsx'
import type { Route } from './+types/leads'

export function meta() {
  return consoleMeta('Leads')
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const answer = await loadConsole<ConsoleLead[]>(
    request,
    `/api/console/leads${listQuery(request.url, ['status', 'q'])}`,
  )
  return { leads: answer.data, meta: metaOf(answer) }
}

/** The leads inbox: trip-plan leads and enquiries, followed up from new to won or lost. */
export default function ConsoleLeads({ loaderData }: Route.ComponentProps) {
  const { leads, meta } = loaderData
  const [params] = useSearchParams()
  const revalidator = useRevalidator()
  return (
    <ConsolePage
      title="Leads"
      intro="Trip-plan leads and enquiries from the site, newest first."
      actions={<ExportCsvButton list="leads" filters={['status', 'q']} what="leads" />}
    >
      <Form
        method="get"
        role="search"
        aria-label="Find leads"
        className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-3 sm:items-end"
      >
        <SelectField
          label="Status"
          name="status"
          options={LEAD_STATUS_OPTIONS}
          emptyLabel="Any status"
          defaultValue={params.get('status') ?? ''}
        />
        <FormField
          label="Search"
          name="q"
          type="search"
          defaultValue={params.get('q') ?? ''}
          hint="Name, email or phone"
        />
        <div>
          <button type="submit" className={`${filterButtonClass} w-full`}>
            Search leads
          </button>
        </div>
      </Form>
      {leads.length === 0 ? (
        <EmptyNote>No leads match.</EmptyNote>
      ) : (
        <ul className="space-y-3" aria-label="Leads">
          {leads.map((lead) => (
            <li key={lead._id}>
              <LeadCard lead={lead} onSaved={() => void revalidator.revalidate()} />
            </li>
          ))}
        </ul>
      )}
      <Pager meta={meta} label="Leads pages" />
    </ConsolePage>
  )
}
