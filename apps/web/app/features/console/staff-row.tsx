import type { StaffMember, StaffRole } from '@trippy/contracts'
import { formatIndiaTime } from '@trippy/contracts/calendar'
import { useState } from 'react'
import { useToast } from '../../components/ui/toast.tsx'
import { consoleApi, problemText } from './console-api.ts'
import { secondaryButtonClass } from './console-dialog.tsx'
import { cellClass } from './console-ui.tsx'

/** A member of staff in the owner's table, with the changes an owner may make to someone else. */
export function StaffRow({
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
