import type { StaffSession } from '@trippy/contracts'
import { formatIndiaTime } from '@trippy/contracts/calendar'
import { useState } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { useToast } from '../../components/ui/toast.tsx'
import { consoleApi, loadConsole, problemText } from '../../features/console/console-api.ts'
import { secondaryButtonClass } from '../../features/console/console-dialog.tsx'
import { clearConsoleToken } from '../../features/console/console-session.ts'
import { consoleMeta } from '../../features/console/console-texts.ts'
import { cellClass, ConsolePage, DataTable, EmptyNote } from '../../features/console/console-ui.tsx'
import type { Route } from './+types/sessions'

export function meta() {
  return consoleMeta('Your sessions')
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data } = await loadConsole<StaffSession[]>(request, '/api/console/sessions')
  return { sessions: data }
}

/** Where the signed-in member is signed in, and a way to end any of it. */
export default function ConsoleSessions({ loaderData }: Route.ComponentProps) {
  const { sessions } = loaderData
  return (
    <ConsolePage
      title="Your sessions"
      intro="Every browser signed in to the console as you. End any you do not recognise, then ask the owner to reset your password."
    >
      {sessions.length === 0 ? (
        <EmptyNote>No sessions.</EmptyNote>
      ) : (
        <DataTable
          caption="Your console sessions, most recently used first"
          head={['Browser', 'Address', 'Signed in', 'Last used', 'Actions']}
        >
          {sessions.map((session) => (
            <SessionRow key={session._id} session={session} />
          ))}
        </DataTable>
      )}
    </ConsolePage>
  )
}

function SessionRow({ session }: { session: StaffSession }) {
  const toast = useToast()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [pending, setPending] = useState(false)

  async function endSession() {
    if (pending) return
    setPending(true)
    try {
      const answer = await consoleApi.delete<{ current: boolean }>(
        `/api/console/sessions/${session._id}`,
      )
      toast.success(answer.message ?? 'Session ended')
      if (answer.data.current) {
        clearConsoleToken()
        await navigate('/console/login', { replace: true })
      } else {
        await revalidator.revalidate()
      }
    } catch (error) {
      toast.error(problemText(error))
      setPending(false)
    }
  }

  return (
    <tr>
      <td className={cellClass}>
        {session.browser}
        {session.current ? <span className="text-slate-600"> (this browser)</span> : null}
      </td>
      <td className={`${cellClass} tabular-nums`}>{session.address ?? '—'}</td>
      <td className={cellClass}>{formatIndiaTime(session.createdAt)}</td>
      <td className={cellClass}>{formatIndiaTime(session.lastUsedAt)}</td>
      <td className={cellClass}>
        <button
          type="button"
          disabled={pending}
          onClick={() => void endSession()}
          className={secondaryButtonClass}
          aria-label={
            session.current
              ? 'End session (this browser: signs you out)'
              : `End session: ${session.browser}, signed in ${formatIndiaTime(session.createdAt)}`
          }
        >
          End session
        </button>
      </td>
    </tr>
  )
}
