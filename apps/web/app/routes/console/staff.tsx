import type { Staff, StaffMember } from '@trippy/contracts'
import { useRevalidator } from 'react-router'
import { AddStaffForm } from '../../features/console/add-staff-form.tsx'
import { loadConsole } from '../../features/console/console-api.ts'
import { consoleMeta } from '../../features/console/console-texts.ts'
import { ConsolePage, DataTable, EmptyNote, Panel } from '../../features/console/console-ui.tsx'
import { StaffRow } from '../../features/console/staff-row.tsx'
import type { Route } from './+types/staff'

export function meta() {
  return consoleMeta('Staff')
}

/** Only an owner manages staff: anyone else gets a note, never a 403 that signs them out. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await loadConsole<Staff>(request, '/api/console/me')
  if (me.data.role !== 'owner') return { me: me.data, members: null }
  const { data } = await loadConsole<StaffMember[]>(request, '/api/console/staff')
  return { me: me.data, members: data }
}

export default function ConsoleStaff({ loaderData }: Route.ComponentProps) {
  const { me, members } = loaderData
  const revalidator = useRevalidator()
  const refresh = () => void revalidator.revalidate()

  if (!members) {
    return (
      <ConsolePage title="Staff">
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-4 text-amber-900">
          Only an owner can manage staff accounts (403). Ask an owner if you need a change.
        </p>
      </ConsolePage>
    )
  }

  return (
    <ConsolePage title="Staff" intro="Who can sign in to the console, and as what.">
      {members.length === 0 ? (
        <EmptyNote>No staff accounts.</EmptyNote>
      ) : (
        <DataTable caption="Staff accounts" head={['Name', 'Email', 'Role', 'Added', 'Actions']}>
          {members.map((member) => (
            <StaffRow
              key={member._id}
              member={member}
              self={member._id === me._id}
              onDone={refresh}
            />
          ))}
        </DataTable>
      )}
      <Panel title="Add staff">
        <AddStaffForm onDone={refresh} />
      </Panel>
    </ConsolePage>
  )
}
