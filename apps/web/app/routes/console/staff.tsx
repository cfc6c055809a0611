import {
  type CreatedStaff,
  CreateStaffBodySchema,
  type Staff,
  type StaffMember,
  type StaffRole,
} from '@trippy/contracts'
import { formatIndiaTime } from '@trippy/contracts/calendar'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { useToast } from '../../components/ui/toast.tsx'
import { FormField, SelectField } from '../../components/ui/field.tsx'
import { formValues } from '../../components/ui/form-helpers.ts'
import { FormAlert } from '../../components/ui/form-message.tsx'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { inputLimits } from '../../components/ui/schema-limits.ts'
import { useSentForm } from '../../components/ui/use-sent-form.ts'
import {
  consoleApi,
  consoleProblems,
  loadConsole,
  problemText,
} from '../../features/console/console-api.ts'
import { secondaryButtonClass } from '../../features/console/console-dialog.tsx'
import { consoleMeta } from '../../features/console/console-texts.ts'
import {
  cellClass,
  ConsolePage,
  DataTable,
  EmptyNote,
  Panel,
} from '../../features/console/console-ui.tsx'
import type { Route } from './+types/staff'

export function meta() {
  return consoleMeta('Staff')
}

const NAME_LIMITS = inputLimits(CreateStaffBodySchema.shape.name)

const ROLE_OPTIONS = [
  { value: 'staff', label: 'Staff' },
  { value: 'owner', label: 'Owner' },
] as const

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

function StaffRow({
  member,
  self,
  onDone,
}: {
  member: StaffMember
  self: boolean
  onDone: () => void
}) {
  const toast = useToast()
  const [pending, setPending] = useState(false)

  async function change(body: { role?: StaffRole; disabled?: boolean }, success: string) {
    await send(
      () => consoleApi.patch<StaffMember>(`/api/console/staff/${member._id}`, body),
      success,
    )
  }

  async function send(call: () => Promise<{ message?: string }>, success: string) {
    if (pending) return
    setPending(true)
    try {
      const answer = await call()
      toast.success(answer.message ?? success)
      onDone()
    } catch (error) {
      toast.error(problemText(error))
    } finally {
      setPending(false)
    }
  }

  const otherRole: StaffRole = member.role === 'owner' ? 'staff' : 'owner'
  return (
    <tr>
      <td className={cellClass}>
        {member.name}
        {self ? <span className="text-slate-600"> (you)</span> : null}
        {member.disabled ? (
          <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
            Disabled
          </span>
        ) : null}
        {member.totpEnrolled ? null : (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Two-factor not set up
          </span>
        )}
      </td>
      <td className={cellClass}>{member.email}</td>
      <td className={cellClass}>{member.role === 'owner' ? 'Owner' : 'Staff'}</td>
      <td className={cellClass}>{formatIndiaTime(member.createdAt)}</td>
      <td className={cellClass}>
        {self ? (
          <span className="text-slate-600">—</span>
        ) : (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={pending}
              onClick={() => void change({ role: otherRole }, 'Role changed')}
              className={secondaryButtonClass}
              aria-label={`Make ${member.name} ${otherRole === 'owner' ? 'an owner' : 'staff'}`}
            >
              {otherRole === 'owner' ? 'Make owner' : 'Make staff'}
            </button>
            <button
              type="button"
              disabled={pending}
              onClick={() =>
                void change(
                  { disabled: !member.disabled },
                  member.disabled ? 'Account enabled' : 'Account disabled',
                )
              }
              className={secondaryButtonClass}
              aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.name}`}
            >
              {member.disabled ? 'Enable' : 'Disable'}
            </button>
            {member.totpEnrolled ? (
              <button
                type="button"
                disabled={pending}
                onClick={() =>
                  void send(
                    () =>
                      consoleApi.post<StaffMember>(`/api/console/staff/${member._id}/totp/reset`),
                    'Two-factor sign-in reset',
                  )
                }
                className={secondaryButtonClass}
                aria-label={`Reset two-factor sign-in of ${member.name}`}
              >
                Reset two-factor
              </button>
            ) : null}
          </div>
        )}
      </td>
    </tr>
  )
}

/** A new account; the server's one-time password is shown here once, with a copy button. */
function AddStaffForm({ onDone }: { onDone: () => void }) {
  const { form, pending, problems, send } = useSentForm(consoleProblems)
  const toast = useToast()
  const [created, setCreated] = useState<CreatedStaff | null>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const values = formValues(target, ['email', 'name', 'role'] as const)
    let answer: CreatedStaff | null = null
    const added = await send(async () => {
      const result = await consoleApi.post<CreatedStaff>('/api/console/staff', values)
      answer = result.data
      return result
    }, 'Staff member added')
    if (added && answer) {
      setCreated(answer)
      target.reset()
      onDone()
    }
  }

  async function copy(password: string) {
    try {
      await navigator.clipboard.writeText(password)
      toast.success('Password copied')
    } catch {
      toast.error('The password could not be copied: select it and copy it by hand.')
    }
  }

  return (
    <div className="space-y-4">
      {created ? (
        <div
          role="status"
          className="rounded-xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-300"
        >
          <p className="font-semibold">
            {created.staff.name} can sign in at /console/login with this password. It is shown only
            this once: pass it on now.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <code
              data-testid="staff-password"
              className="rounded-lg bg-white px-3 py-2 font-mono text-lg ring-1 ring-emerald-300 select-all"
            >
              {created.password}
            </code>
            <button
              type="button"
              onClick={() => void copy(created.password)}
              className={secondaryButtonClass}
            >
              Copy password
            </button>
            <button type="button" onClick={() => setCreated(null)} className={secondaryButtonClass}>
              Done
            </button>
          </div>
        </div>
      ) : null}
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Add staff"
        className="grid gap-4 sm:grid-cols-3 sm:items-start"
      >
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          required
          error={problems.fields.email}
        />
        <FormField
          label="Name"
          name="name"
          required
          {...NAME_LIMITS}
          error={problems.fields.name}
        />
        <SelectField
          label="Role"
          name="role"
          required
          emptyLabel="Choose a role"
          options={ROLE_OPTIONS}
          defaultValue="staff"
          error={problems.fields.role}
        />
        <div className="sm:col-span-3">
          <FormAlert text={problems.form} />
          <button type="submit" disabled={pending} className={`${primaryButtonClass} mt-2`}>
            {pending ? 'Adding…' : 'Add staff'}
          </button>
        </div>
      </form>
    </div>
  )
}
