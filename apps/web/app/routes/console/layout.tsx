import { CONSOLE_MESSAGES, type Staff } from '@trippy/contracts'
import { Outlet, useNavigate } from 'react-router'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useToast } from '../../components/ui/toast.tsx'
import { consoleApi, loadConsole } from '../../features/console/console-api.ts'
import { clearConsoleToken } from '../../features/console/console-session.ts'
import { ConsoleShell } from '../../features/console/console-shell.tsx'
import { consoleMeta } from '../../features/console/console-texts.ts'
import type { ConsoleOutletContext } from '../../features/console/use-console-staff.ts'
import type { Route } from './+types/layout'

export function meta() {
  return consoleMeta('Console')
}

/**
 * Who is signed in, read in the browser: the staff token never reaches the server's render, so
 * the server sends only the frame (HydrateFallback) and no data of anyone's.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data } = await loadConsole<Staff>(request, '/api/console/me')
  return { staff: data }
}

export function HydrateFallback() {
  return (
    <ConsoleShell staff={null}>
      <Spinner label="Loading the console…" />
    </ConsoleShell>
  )
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const toast = useToast()
  const { staff } = loaderData

  async function signOut() {
    // The server forgets the token; the browser forgets it whatever the server says.
    const message = await consoleApi
      .post<null>('/api/console/logout')
      .then((answer) => answer.message)
      .catch(() => undefined)
    clearConsoleToken()
    toast.success(message ?? CONSOLE_MESSAGES.loggedOut)
    await navigate('/console/login', { replace: true })
  }

  return (
    <ConsoleShell staff={staff} onSignOut={() => void signOut()}>
      <Outlet context={{ staff } satisfies ConsoleOutletContext} />
    </ConsoleShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ConsoleShell staff={null}>
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <h1 className="text-lg font-semibold">The console could not load this page</h1>
        <p className="mt-1">
          {error instanceof Error ? error.message : 'Please try again in a moment.'}
        </p>
      </div>
    </ConsoleShell>
  )
}
