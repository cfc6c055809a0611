import { type CreatedStaff, CreateStaffBodySchema } from '@trippy/contracts'
import { useState } from 'react'
import { FormField, SelectField } from '../../components/ui/field.tsx'
import { formValues } from '../../components/ui/form-helpers.ts'
import { inputLimits } from '../../components/ui/schema-limits.ts'
import { useToast } from '../../components/ui/toast.tsx'
import { useSentForm } from '../../components/ui/use-sent-form.ts'
import { consoleApi, consoleProblems } from './console-api.ts'
import { secondaryButtonClass } from './console-dialog.tsx'
import { FormSubmit } from '../../components/ui/form-submit.tsx'

const NAME_LIMITS = inputLimits(CreateStaffBodySchema.shape.name)

const ROLE_OPTIONS = [
  { value: 'staff', label: 'Staff' },
  { value: 'owner', label: 'Owner' },
] as const

/** A new account; the server's one-time password is shown here once, with a copy button. */
export function AddStaffForm({ onDone }: { onDone: () => void }) {
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
        <FormSubmit
          className="sm:col-span-3"
          error={problems.form}
          pending={pending}
          label="Add staff"
          busyLabel="Adding…"
        />
      </form>
    </div>
  )
}
