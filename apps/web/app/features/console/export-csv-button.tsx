import { useState } from 'react'
import { useToast } from '../../components/ui/toast.tsx'
import { downloadFile, problemText } from './console-api.ts'
import { secondaryButtonClass } from './console-dialog.tsx'
import { listQuery } from './console-ui.tsx'

/**
 * 'Export CSV' for a console list: every row the page's filters match (not only this page), as
 * `/api/console/<list>.csv`, downloaded as `<list>-YYYY-MM-DD.csv`.
 */
export function ExportCsvButton({
  list,
  filters,
  what,
}: {
  list: 'bookings' | 'leads' | 'customers' | 'departures' | 'audit'
  filters: readonly string[]
  /** What is exported, for the error: 'bookings', 'the audit log'. */
  what: string
}) {
  const toast = useToast()
  const [exporting, setExporting] = useState(false)

  async function exportCsv() {
    setExporting(true)
    const query = new URLSearchParams(listQuery(window.location.href, filters))
    query.delete('page')
    const text = query.toString()
    const fileName = list === 'audit' ? 'audit-log' : list
    try {
      await downloadFile(
        `/api/console/${list}.csv${text ? `?${text}` : ''}`,
        `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`,
      )
    } catch (error) {
      toast.error(problemText(error, `The ${what} could not be exported. Please try again.`))
    } finally {
      setExporting(false)
    }
  }

  return (
    <button
      type="button"
      onClick={() => void exportCsv()}
      disabled={exporting}
      className={secondaryButtonClass}
    >
      {exporting ? 'Exporting…' : 'Export CSV'}
    </button>
  )
}
