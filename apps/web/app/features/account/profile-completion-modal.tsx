import * as m from '@trippy/i18n/messages'
import { useId, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { primaryButtonClass } from '../../components/ui/button-classes.ts'
import { Dialog } from '../../components/ui/dialog.tsx'
import { formValues } from '../../components/ui/form-helpers.ts'
import { carriedPackageId } from './login-state.ts'
import { localHref } from '../../lib/i18n.ts'
import { ProfileFields } from './profile-fields.tsx'
import { useSignedInCustomer } from './require-account.tsx'
import { PROFILE_FIELDS, useProfileUpdate } from './use-profile-update.ts'

/**
 * Asks for first name, last name, phone and address while the profile is incomplete. On success it
 * closes; when package data was carried here, it goes on to that package page and asks it to reopen
 * the booking dialog.
 */
export function ProfileCompletionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const customer = useSignedInCustomer()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { form, save, pending, fieldErrors } = useProfileUpdate()
  const location = useLocation()
  const navigate = useNavigate()

  // Start where the customer has something to fill in, usually the address.
  function focusFirstEmpty(element: HTMLDialogElement) {
    const fields = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    )
    Array.from(fields)
      .find((field) => field.value.trim() === '')
      ?.focus()
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const saved = await save(formValues(event.currentTarget, PROFILE_FIELDS))
    if (!saved) return
    dialog.current?.close()
    const packageData = (location.state as { packageData?: unknown } | null)?.packageData
    const packageId = carriedPackageId(packageData)
    if (packageId) {
      void navigate(localHref(`/package/${packageId}`), {
        state: { packageData, openBooking: true },
      })
    }
  }

  return (
    <Dialog
      open={open}
      dialogRef={dialog}
      onOpened={focusFirstEmpty}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(36rem,94vw)] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-black/50"
    >
      <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="p-6">
        <h2 id={titleId} className="text-brand text-xl font-bold">
          {m.account_complete_title()}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.account_complete_intro()}</p>
        <div className="mt-5">
          <ProfileFields customer={customer} errors={fieldErrors} />
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-full px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-100"
          >
            {m.account_later()}
          </button>
          <button type="submit" disabled={pending} className={primaryButtonClass}>
            {pending ? m.account_saving() : m.account_save_profile()}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
