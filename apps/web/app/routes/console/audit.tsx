import type { AuditEntry } from '@trippy/contracts'
import { formatIndiaTime } from '@trippy/contracts/calendar'
import { loadConsole } from '../../features/console/console-api.ts'
import { ExportCsvButton } from '../../features/console/export-csv-button.tsx'
import { compactJson, consoleMeta } from '../../features/console/console-texts.ts'
import {
  cellClass,
  ConsolePage,
  DataTable,
  EmptyNote,
  listQuery,
  metaOf,
  Pager,
} from '../../features/console/console-ui.tsx'
import type { Route } from './+types/audit'

export function meta() {
  return consoleMeta('Audit log')
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const answer = await loadConsole<AuditEntry[]>(
    request,
    `/api/console/audit${listQuery(request.url, [])}`,
  )
  return { entries: answer.data, meta: metaOf(answer) }
}

/** Every change made in the console: who, when, what, and the record before and after. */
export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const { entries, meta } = loaderData
  return (
    <ConsolePage
      title="Audit log"
      intro="Every change made in the console, newest first."
      actions={<ExportCsvButton list="audit" filters={[]} what="audit log" />}
    >
      {entries.length === 0 ? (
        <EmptyNote>Nothing has been changed in the console yet.</EmptyNote>
      ) : (
        <DataTable caption="Audit log" head={['When', 'Who', 'Action', 'Entity', 'Before → after']}>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className={`${cellClass} whitespace-nowrap`}>{formatIndiaTime(entry.at)}</td>
              <td className={cellClass}>{entry.staffName}</td>
              <td className={cellClass}>{entry.action}</td>
              <td className={cellClass}>
                {entry.entity} <span className="font-mono text-xs">{entry.entityId}</span>
              </td>
              <td className={`${cellClass} font-mono text-xs break-all`}>
                {compactJson(entry.before)} → {compactJson(entry.after)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager meta={meta} label="Audit log pages" />
    </ConsolePage>
  )
}
