import * as m from '@trippy/i18n/messages'
import { useState } from 'react'
import { useAccount } from '../features/account/account-context.tsx'
import { AccountPage, accountPageMeta } from '../features/account/account-page.tsx'
import { Avatar } from '../features/account/avatar.tsx'
import { formValues } from '../components/ui/form-helpers.ts'
import { primaryButtonClass } from '../components/ui/button-classes.ts'
import { ProfileCompletionModal } from '../features/account/profile-completion-modal.tsx'
import { ProfileFields } from '../features/account/profile-fields.tsx'
import { useSignedInCustomer } from '../features/account/require-account.tsx'
import { PROFILE_FIELDS, useProfileUpdate } from '../features/account/use-profile-update.ts'

export function meta() {
  return accountPageMeta(m.account_profile_title(), m.account_profile_meta_description())
}

export default function Profile() {
  return (
    <AccountPage title={m.account_profile_title()} intro={m.account_profile_intro()}>
      <ProfileContent />
    </AccountPage>
  )
}

function ProfileContent() {
  const customer = useSignedInCustomer()
  const { user } = useAccount()
  const [modalDismissed, setModalDismissed] = useState(false)
  const [modalRequested, setModalRequested] = useState(false)
  const modalOpen = !customer.isProfileComplete && (!modalDismissed || modalRequested)

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <section
        aria-label={m.account_summary()}
        className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex items-center gap-4">
          <Avatar initials={user?.initials ?? '?'} size="lg" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-slate-900">{user?.name}</p>
            <p className="truncate text-sm text-slate-600">{customer.email}</p>
            <p className="text-xs font-medium text-amber-800">{user ? m.account_member() : null}</p>
          </div>
        </div>
        {customer.isProfileComplete ? (
          <p className="mt-5 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            {m.account_profile_complete()}
          </p>
        ) : (
          <div className="mt-5 rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-900">
            <p>{m.account_profile_incomplete()}</p>
            <button
              type="button"
              onClick={() => setModalRequested(true)}
              className="mt-2 font-semibold underline"
            >
              {m.account_complete_profile()}
            </button>
          </div>
        )}
      </section>
      <ProfileForm key={profileKey(customer)} />
      <ProfileCompletionModal
        open={modalOpen}
        onClose={() => {
          setModalDismissed(true)
          setModalRequested(false)
        }}
      />
    </div>
  )
}

// A new key after each save, so the form starts again from the saved (trimmed) values.
function profileKey(customer: ReturnType<typeof useSignedInCustomer>) {
  return [customer.firstName, customer.lastName, customer.phone, customer.address].join('\u0000')
}

function ProfileForm() {
  const customer = useSignedInCustomer()
  const { form, save, pending, fieldErrors } = useProfileUpdate()

  return (
    <section
      aria-labelledby="profile-details"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="profile-details" className="text-brand text-xl font-semibold">
        {m.account_your_details()}
      </h2>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save(formValues(event.currentTarget, PROFILE_FIELDS))
        }}
        className="mt-5 space-y-5"
      >
        <div>
          <p className="block text-sm font-medium text-slate-800">{m.account_email()}</p>
          <p className="mt-1 text-slate-900">{customer.email}</p>
          <p className="mt-1 text-sm text-slate-600">{m.account_email_note()}</p>
        </div>
        <ProfileFields customer={customer} errors={fieldErrors} />
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? m.account_saving() : m.account_save_changes()}
        </button>
      </form>
    </section>
  )
}
